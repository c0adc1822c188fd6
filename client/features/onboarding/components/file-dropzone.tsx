import { CheckCircle2, FileUp, Loader2 } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn";

interface FileDropzoneProps {
  id: string;
  labelId: string;
  accept: string;
  hint: string;
  prompt: string;
  disabled: boolean;
  busyLabel: string | null;
  uploadedFile: string | null;
  characters: number | null;
  onFile: (file: File) => void;
}

/** A file input dressed as a drop zone: click, keyboard (it stays a real input) or drag and drop. */
export function FileDropzone(props: FileDropzoneProps) {
  const { id, labelId, accept, hint, prompt, disabled, busyLabel, uploadedFile, characters, onFile } = props;
  const [dragging, setDragging] = useState(false);
  const hasFile = !!uploadedFile && characters !== null;

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={cn(
        "flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        dragging ? "border-primary bg-secondary" : "border-input hover:border-primary/60 hover:bg-muted/50",
        hasFile && !busyLabel && "border-solid border-primary/50 bg-secondary/50",
        disabled && "cursor-not-allowed opacity-70",
      )}
    >
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={`${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ""; // the same file can be picked again after a failure
          if (file) onFile(file);
        }}
      />
      {busyLabel ? (
        <>
          <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
          <span className="font-medium">{busyLabel}</span>
        </>
      ) : hasFile ? (
        <>
          <CheckCircle2 className="size-8 text-primary" aria-hidden />
          <span
            className="max-w-full truncate font-semibold"
            title={uploadedFile}
            data-testid="uploaded-file"
          >
            {uploadedFile}
          </span>
          <span className="text-sm text-muted-foreground" data-testid="extracted-characters">
            {characters.toLocaleString("en-US")} characters extracted
          </span>
          <span className="text-sm font-medium text-primary underline underline-offset-4">Replace file</span>
        </>
      ) : (
        <>
          <FileUp className="size-8 text-primary" aria-hidden />
          <span className="font-medium">{prompt}</span>
          <span className="text-sm text-muted-foreground">or click to browse</span>
        </>
      )}
      <span id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </span>
    </label>
  );
}
