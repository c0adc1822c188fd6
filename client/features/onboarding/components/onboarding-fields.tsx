import { ScanText } from "lucide-react";
import { MAX_UPLOAD_LABEL } from "#domain/constants";
import type { Project } from "#domain/project";
import {
  acceptedExtensions,
  DECK_EXTENSIONS,
  SCRIPT_EXTENSIONS_SHOWN,
  type UploadStage,
} from "#domain/upload";
import { GenreSelect } from "../../../components/genre-select";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { useOnboardingUpload } from "../hooks/use-onboarding-upload";
import { FileDropzone } from "./file-dropzone";
import { UploadProgressPanel } from "./upload-progress-panel";

interface OnboardingFieldsProps {
  stage: UploadStage;
  project: Project;
  upload: ReturnType<typeof useOnboardingUpload>;
  onChange: (patch: Partial<Project>) => void;
  onEnter: () => void;
}

function Required() {
  return (
    <span aria-hidden className="text-destructive dark:text-red-400">
      *
    </span>
  );
}

export function OnboardingFields({ stage, project, upload, onChange, onEnter }: OnboardingFieldsProps) {
  const { progress } = upload;
  const hint =
    stage === "deck"
      ? `Accepted: ${DECK_EXTENSIONS.join(", ")} · ${MAX_UPLOAD_LABEL}`
      : `Accepted: ${SCRIPT_EXTENSIONS_SHOWN.join(", ")} (Fountain and Word .docx work too)`;

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="project-title">
          Project Title <Required />
        </Label>
        <Input
          id="project-title"
          value={project.title}
          maxLength={200}
          aria-required
          placeholder="e.g. The Last Lighthouse"
          autoComplete="off"
          onChange={(event) => onChange({ title: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onEnter();
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="project-genre">
          Genre <Required />
        </Label>
        <GenreSelect id="project-genre" value={project.genre} onChange={(genre) => onChange({ genre })} />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label id="upload-file-label" htmlFor="upload-file">
          Upload File <Required />
        </Label>
        {upload.isUploading && progress ? (
          <UploadProgressPanel stage={stage} progress={progress} onCancel={upload.cancel} />
        ) : (
          <FileDropzone
            id="upload-file"
            labelId="upload-file-label"
            accept={acceptedExtensions(stage).join(",")}
            hint={hint}
            prompt={stage === "deck" ? "Drop your deck here" : "Drop your script here"}
            disabled={upload.isUploading}
            busyLabel={upload.isUploading ? "Reading your script..." : null}
            uploadedFile={project.uploadedFile}
            characters={project.uploadedText ? project.uploadedText.length : null}
            onFile={upload.start}
          />
        )}
        {upload.message && !upload.isUploading ? (
          <p
            role={upload.message.isError ? "alert" : "status"}
            data-testid="upload-message"
            className={
              upload.message.isError
                ? "rounded-md border border-destructive/50 p-3 text-sm text-destructive dark:text-red-300"
                : "rounded-md border p-3 text-sm"
            }
          >
            {upload.message.text}
          </p>
        ) : null}
        {upload.formatNotice && !upload.isUploading ? (
          <p role="status" data-testid="format-notice" className="rounded-md border p-3 text-sm">
            {upload.formatNotice}
          </p>
        ) : null}
        {upload.ocrNotice && !upload.isUploading ? (
          <p
            role="status"
            data-testid="ocr-notice"
            className="flex min-w-0 items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <ScanText aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{upload.ocrNotice}</span>
          </p>
        ) : null}
      </div>
    </>
  );
}
