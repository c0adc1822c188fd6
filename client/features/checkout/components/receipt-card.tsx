import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { type Purchase, receiptFileName, receiptLines } from "#domain/purchases";
import { Button } from "../../../components/ui/button";
import { buildReceiptPdf, formatReceiptDate } from "../receipt/build-receipt-pdf";

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The receipt of a verified purchase: what was paid, when, for which project, and its PDF. */
export function ReceiptCard({ purchase }: { purchase: Purchase }) {
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setSaving(true);
    setError(null);
    try {
      saveBlob(await buildReceiptPdf(purchase), receiptFileName(purchase));
    } catch {
      setError("The receipt could not be made on this device. Please try again.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby="receipt-heading"
      className="flex flex-col gap-3 rounded-lg border p-4 text-left"
      data-testid="receipt"
    >
      <h2 id="receipt-heading" className="font-semibold">
        Receipt
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {receiptLines(purchase, formatReceiptDate).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" onClick={() => void download()} disabled={isSaving}>
        {isSaving ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        Download Receipt (PDF)
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
