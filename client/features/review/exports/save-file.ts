/** Hands a file produced on the device to the browser's download manager. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const PPTX_MIME = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
