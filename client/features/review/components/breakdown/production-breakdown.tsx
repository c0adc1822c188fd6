import { ClipboardList, Download } from "lucide-react";
import { useState } from "react";
import { breakdownFileName } from "#domain/file-names";
import {
  BUDGET_BAND_LABELS,
  BUDGET_ESTIMATE_NOTE,
  breakdownCsv,
  ELEMENT_KIND_LABELS,
  elementTable,
  formatEighths,
  type ProductionBreakdown,
  quotePlace,
  SCENE_PEOPLE_LABELS,
} from "#domain/production-breakdown";
import { Button } from "../../../../components/ui/button";
import { saveFile } from "../../exports/save-file";
import { DataTable } from "../reading/chart-figure";

const scenesWord = (count: number) => `${count} scene${count === 1 ? "" : "s"}`;

async function downloadPdf(breakdown: ProductionBreakdown, projectTitle: string): Promise<void> {
  const [{ buildBreakdownPdf }, { loadPdfFonts }] = await Promise.all([
    import("../../exports/pdf/build-breakdown-pdf"),
    import("../../exports/pdf/load-pdf-fonts"),
  ]);
  const date = new Date();
  const doc = buildBreakdownPdf({ projectTitle, breakdown, date, fonts: await loadPdfFonts() });
  saveFile(doc.output("blob"), breakdownFileName(date, "pdf"));
}

/** product.md §10 "Production breakdown": the band, the tables and the downloads, under the charts. */
export function ProductionBreakdownSection({
  breakdown,
  projectTitle,
}: {
  breakdown: ProductionBreakdown;
  projectTitle: string;
}) {
  const [isSaving, setIsSaving] = useState(false);
  const elements = elementTable(breakdown);
  const { band, drivers } = breakdown.budgetBand;
  const saveCsv = () =>
    saveFile(
      new Blob([breakdownCsv(breakdown)], { type: "text/csv;charset=utf-8" }),
      breakdownFileName(new Date(), "csv"),
    );
  const savePdf = async () => {
    setIsSaving(true);
    try {
      await downloadPdf(breakdown, projectTitle);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <section
      aria-labelledby="breakdown-title"
      className="flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 sm:p-6"
      data-testid="production-breakdown"
    >
      <div className="flex items-center gap-2 text-primary">
        <ClipboardList aria-hidden className="size-5" />
        <h3 id="breakdown-title" className="text-xl font-semibold tracking-tight text-foreground">
          Production Breakdown
        </h3>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {/* The cast table's count: the band's "speaking parts" also counts voices only heard. */}
        {scenesWord(breakdown.scenes.length)}, a cast of {breakdown.cast.length} on set and{" "}
        {breakdown.locations.length} locations
        {breakdown.period
          ? `, set ${/[–s]/.test(breakdown.period) ? "across the" : "in"} ${breakdown.period}`
          : ""}
        .
      </p>
      <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3" data-testid="budget-band">
        <p className="font-semibold">Budget band: {BUDGET_BAND_LABELS[band]}</p>
        <ul className="list-disc pl-5 text-sm leading-relaxed">
          {drivers.map((driver) => (
            <li key={driver}>{driver}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{BUDGET_ESTIMATE_NOTE}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={saveCsv}>
          <Download aria-hidden />
          Download CSV
        </Button>
        <Button variant="outline" onClick={() => void savePdf()} disabled={isSaving}>
          <Download aria-hidden />
          {isSaving ? "Preparing PDF..." : "Download breakdown PDF"}
        </Button>
      </div>
      <DataTable
        caption="Cast"
        head={["Name", "Scenes", "Pages", "First", "Last"]}
        rows={breakdown.cast.map((row) => [
          row.name,
          row.scenes,
          formatEighths(row.eighths),
          row.firstScene,
          row.lastScene,
        ])}
        isTall
      />
      <DataTable
        caption="Locations"
        head={["Location", "Sets", "Scenes", "Pages", "Day", "Night"]}
        rows={breakdown.locations.map((row) => [
          row.name,
          row.sets.filter((set) => set !== row.name).join(", "),
          row.scenes,
          formatEighths(row.eighths),
          row.day,
          row.night,
        ])}
        isTall
      />
      {elements.length > 0 && (
        <DataTable
          caption="Elements"
          head={["Element", "Kind", "Scenes", "As written"]}
          rows={elements.map((row) => [
            row.name,
            ELEMENT_KIND_LABELS[row.kind],
            <span key="scenes" className="block min-w-32">
              {row.scenes.join(", ")}
            </span>,
            row.firstQuote ? (
              <span key="quote" className="block min-w-48 text-muted-foreground">
                <q className="text-foreground">{row.firstQuote.quote}</q>{" "}
                <span className="whitespace-nowrap">{quotePlace(row.firstQuote)}</span>
              </span>
            ) : (
              ""
            ),
          ])}
          isTall
        />
      )}
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-primary hover:underline">
          Show every scene as a table
        </summary>
        <div className="mt-3">
          <DataTable
            caption="Scenes"
            head={[
              "Scene",
              "Heading",
              "Pages",
              SCENE_PEOPLE_LABELS.cast,
              SCENE_PEOPLE_LABELS.extras,
              "Elements",
            ]}
            rows={breakdown.scenes.map((scene) => [
              scene.number,
              scene.heading || "Opening",
              formatEighths(scene.eighths),
              scene.cast.join(", "),
              scene.extras.join(", "),
              Object.values(scene.elements).flat().join(", "),
            ])}
            isTall
          />
        </div>
      </details>
    </section>
  );
}
