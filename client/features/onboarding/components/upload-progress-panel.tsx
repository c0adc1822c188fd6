import { useEffect, useState } from "react";
import type { UploadStage } from "#domain/upload";
import { megabytes, uploadTimeLeft } from "#domain/upload-estimate";
import { uploadStepPercent, uploadStepSentence } from "#domain/upload-steps";
import { LoadingPanel } from "../../../components/loading-panel";
import { Button } from "../../../components/ui/button";
import type { UploadProgress } from "../api/upload-file";

const SCRIPT_COPY = {
  title: "Uploading your script...",
  text: "Large scripts take a moment to send. You can cancel at any time.",
};

const READING_SCRIPT_COPY = {
  title: "Reading your script...",
  text: "Every byte has arrived; the pages are being read.",
};

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The upload as it happens, for scripts as for decks: bytes sent, the time left, Cancel; once every
 * byte has arrived, the step the server reports ("Reading pages 40 of 121", "OCR slide 3 of 8")
 * with its own bar when it has a count, and the elapsed time; never a bar parked at 100%.
 */
export function UploadProgressPanel({
  stage,
  progress,
  onCancel,
}: {
  stage: UploadStage;
  progress: UploadProgress;
  onCancel: () => void;
}) {
  const now = useNow();
  const { sent, total, startedAt = now, step } = progress;
  const isSent = total > 0 && sent >= total;
  const [readingSince, setReadingSince] = useState<number | null>(null);
  useEffect(() => {
    if (isSent && readingSince === null) setReadingSince(Date.now());
  }, [isSent, readingSince]);
  const noun = stage === "deck" ? "deck" : "script";
  const left = uploadTimeLeft(sent, total, now - startedAt);
  const elapsed = `${Math.round((now - (readingSince ?? now)) / 1000)} s`;
  const reading = step
    ? `${uploadStepSentence(step)}...`
    : `Reading your ${noun}${stage === "deck" ? " (its text, then any pictures)" : ""}...`;
  const detail = isSent
    ? `Upload complete. ${reading} ${elapsed}`
    : `${megabytes(sent)} of ${megabytes(total)} uploaded${left ? ` · ${left}` : ""}`;
  const stepPercent = isSent && step ? uploadStepPercent(step) : null;
  return (
    <LoadingPanel
      phase="upload"
      stage={stage}
      copy={stage === "deck" ? undefined : isSent ? READING_SCRIPT_COPY : SCRIPT_COPY}
      value={isSent ? stepPercent : total ? Math.round((sent / total) * 100) : 0}
      valueLabel={isSent ? "Reading progress" : "Upload progress"}
      hideBar={isSent && stepPercent === null}
      detail={detail}
      action={
        <Button variant="outline" onClick={onCancel}>
          Cancel Upload
        </Button>
      }
    />
  );
}
