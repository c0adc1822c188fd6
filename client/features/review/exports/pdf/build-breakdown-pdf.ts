import type { jsPDF } from "jspdf";
import {
  BUDGET_BAND_LABELS,
  BUDGET_ESTIMATE_NOTE,
  ELEMENT_KIND_LABELS,
  elementTable,
  formatEighths,
  type ProductionBreakdown,
} from "#domain/production-breakdown";
import { createReport, writeFooters, writeReportHeader } from "./pdf-document";
import type { PdfFontFiles } from "./pdf-fonts";
import { MUTED } from "./pdf-layout";

export interface BreakdownPdfInput {
  projectTitle: string;
  breakdown: ProductionBreakdown;
  date: Date;
  fonts: PdfFontFiles | null;
}

const pages = (eighths: number) => `${formatEighths(eighths)} pp`;

/** The production breakdown in the house style: band, cast, locations, elements, then every scene. */
export function buildBreakdownPdf({ projectTitle, breakdown, date, fonts }: BreakdownPdfInput): jsPDF {
  const layout = createReport(fonts);
  writeReportHeader(layout, "Production Breakdown", projectTitle, date);
  layout.heading(`Budget band: ${BUDGET_BAND_LABELS[breakdown.budgetBand.band]}`);
  layout.bullets(breakdown.budgetBand.drivers, { after: 2 });
  layout.text(BUDGET_ESTIMATE_NOTE, { size: 10, color: MUTED, after: 4 });
  if (breakdown.period) layout.text(`Period: ${breakdown.period}`, { size: 11, after: 4 });
  layout.heading("Cast", { size: 13.5 });
  layout.bullets(
    breakdown.cast.map(
      (row) =>
        `${row.name}: ${row.scenes} scene${row.scenes === 1 ? "" : "s"}, ${pages(row.eighths)}, scenes ${row.firstScene}–${row.lastScene}`,
    ),
    { after: 4 },
  );
  layout.heading("Locations", { size: 13.5 });
  layout.bullets(
    breakdown.locations.map((row) => {
      const sets = row.sets.filter((set) => set !== row.name);
      return `${row.name}${sets.length ? ` (${sets.join(", ")})` : ""}: ${row.scenes} scene${row.scenes === 1 ? "" : "s"}, ${pages(row.eighths)}, ${row.day} day, ${row.night} night`;
    }),
    { after: 4 },
  );
  const elements = elementTable(breakdown);
  if (elements.length) {
    layout.heading("Elements", { size: 13.5 });
    layout.bullets(
      elements.map(
        (row) => `${ELEMENT_KIND_LABELS[row.kind]}: ${row.name} (scenes ${row.scenes.join(", ")})`,
      ),
      { after: 4 },
    );
  }
  layout.heading("Scenes", { size: 13.5 });
  for (const scene of breakdown.scenes) {
    layout.text(
      `${scene.number}. ${scene.heading || "Opening"} (page ${scene.page}, ${pages(scene.eighths)})`,
      {
        size: 10.5,
        isBold: true,
        after: 0.5,
      },
    );
    const found = Object.entries(scene.elements)
      .filter(([, names]) => names.length)
      .map(
        ([kind, names]) =>
          `${ELEMENT_KIND_LABELS[kind as keyof typeof ELEMENT_KIND_LABELS]}: ${names.join(", ")}`,
      );
    const lines = [
      scene.cast.length ? `Cast: ${scene.cast.join(", ")}` : "",
      scene.extras.length ? `Extras: ${scene.extras.join(", ")}` : "",
      ...found,
    ].filter(Boolean);
    layout.text(lines.join(" · ") || "No cast or elements named.", { size: 9.5, color: MUTED, after: 2 });
  }
  writeFooters(layout, date);
  return layout.doc;
}
