import { useState } from "react";
import { type PictureText, picturesUploadNotice } from "#domain/picture-text";
import { ocrNotice, renamedFileNotice, type UploadStage } from "#domain/upload";
import { toast } from "../../../hooks/use-toast";
import { useWizardStore } from "../../../lib/wizard/wizard-context";
import { isUploadCancelled, UPLOAD_CANCELLED, uploadErrorMessage, useUploadFile } from "../api/upload-file";

/**
 * Uploads the chosen file; on success keeps its text and name in the wizard (so a reload keeps
 * them). A failure toasts and leaves the previous upload, title and genre untouched.
 */
export function useOnboardingUpload(stage: UploadStage) {
  const store = useWizardStore();
  const upload = useUploadFile();
  /** Which pages of the last upload were read from pictures, in a sentence (null: none were). */
  const [notice, setNotice] = useState<string | null>(null);
  /** That the last upload was read as another format than its name says (null: they agree). */
  const [formatNotice, setFormatNotice] = useState<string | null>(null);
  /** What the last upload ended with, when it failed or was cancelled: stays until the next upload. */
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const start = (file: File) => {
    setNotice(null);
    setFormatNotice(null);
    setMessage(null);
    upload.mutate(
      { file, stage },
      {
        onSuccess: (answer) => {
          const pictures: PictureText | null = answer.ocr
            ? { ocrPages: answer.ocr.pages, unreadPages: answer.ocr.unreadPages ?? [] }
            : null;
          store.updateProject({
            uploadedText: answer.text,
            uploadedFile: file.name,
            uploadedPictures: pictures,
            pitchText: answer.text,
          });
          // A deck whose words are mostly in pictures is told now that its design will not be rated.
          const design = pictures && stage === "deck" ? picturesUploadNotice(answer.text, pictures) : null;
          setNotice(
            answer.ocr ? [ocrNotice(answer.ocr, answer.format), design].filter(Boolean).join(" ") : null,
          );
          setFormatNotice(renamedFileNotice(file.name, answer.format));
          toast({
            title: "File Uploaded Successfully",
            description: `Extracted ${answer.characters} characters from your file.`,
          });
        },
        onError: (error) => {
          if (isUploadCancelled(error)) {
            setMessage({ text: UPLOAD_CANCELLED, isError: false });
            return;
          }
          const description = uploadErrorMessage(error);
          // The toast goes after 5 s; the sentence stays beside the file field until the next try.
          setMessage({ text: `Upload Failed: ${description}`, isError: true });
          toast({ title: "Upload Failed", description, variant: "destructive" });
        },
      },
    );
  };

  return {
    start,
    cancel: upload.cancel,
    isUploading: upload.isPending,
    progress: upload.progress,
    ocrNotice: notice,
    formatNotice,
    message,
  };
}
