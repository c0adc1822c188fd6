import type { jsPDF } from "jspdf";
import {
  BUDGET_BAND_LABELS,
  BUDGET_ESTIMATE_NOTE,
  ELEMENT_KIND_LABELS,
  type ElementKind,
  elementTable,
  formatEighths,
  type ProductionBreakdown,
  quotePlace,
} from "#domain/production-breakdown";
import { createReport, writeFooters, writeReportHeader } from "./pdf-document";
import type { PdfFontFiles } from "./pdf-fonts";
import { MUTED } from "./pdf-layout";
import { writeTable } from "./pdf-table";

export interface BreakdownPdfInput {
  projectTitle: string;
  breakdown: ProductionBreakdown;
  date: Date;
  fonts: PdfFontFiles | null;
}

/** The production breakdown in the house style: the band, then tables of cast, locations, elements and every scene. */
export function buildBreakdownPdf({ projectTitle, breakdown, date, fonts }: BreakdownPdfInput): jsPDF {
  const layout = createReport(fonts);
  writeReportHeader(layout, "Production Breakdown", projectTitle, date);
  layout.heading(`Budget band: ${BUDGET_BAND_LABELS[breakdown.budgetBand.band]}`);
  layout.bullets(breakdown.budgetBand.drivers, { after: 2 });
  layout.text(BUDGET_ESTIMATE_NOTE, { size: 10, color: MUTED, after: 4 });
  if (breakdown.period) layout.text(`Period: ${breakdown.period}`, { size: 11, after: 4 });
  layout.heading("Cast", { size: 13.5 });
  writeTable(
    layout,
    [
      { title: "Name", share: 0.4 },
      { title: "Scenes", share: 0.15, align: "right" },
      { title: "Pages", share: 0.15, align: "right" },
      { title: "First scene", share: 0.15, align: "right" },
      { title: "Last scene", share: 0.15, align: "right" },
    ],
    breakdown.cast.map((row) => [
      row.name,
      String(row.scenes),
      formatEighths(row.eighths),
      String(row.firstScene),
      String(row.lastScene),
    ]),
  );
  layout.heading("Locations", { size: 13.5 });
  writeTable(
    layout,
    [
      { title: "Location", share: 0.3 },
      { title: "Sets", share: 0.3 },
      { title: "Scenes", share: 0.1, align: "right" },
      { title: "Pages", share: 0.1, align: "right" },
      { title: "Day", share: 0.1, align: "right" },
      { title: "Night", share: 0.1, align: "right" },
    ],
    breakdown.locations.map((row) => [
      row.name,
      row.sets.filter((set) => set !== row.name).join(", "),
      String(row.scenes),
      formatEighths(row.eighths),
      String(row.day),
      String(row.night),
    ]),
  );
  const elements = elementTable(breakdown);
  if (elements.length) {
    layout.heading("Elements", { size: 13.5 });
    writeTable(
      layout,
      [
        { title: "Kind", share: 0.15 },
        { title: "Element", share: 0.17 },
        { title: "Scenes", share: 0.25 },
        { title: "As written", share: 0.43 },
      ],
      elements.map((row) => [
        ELEMENT_KIND_LABELS[row.kind],
        row.name,
        row.scenes.join(", "),
        row.firstQuote ? `“${row.firstQuote.quote}” ${quotePlace(row.firstQuote)}` : "",
      ]),
    );
  }
  layout.heading("Scenes", { size: 13.5 });
  writeTable(
    layout,
    [
      { title: "#", share: 0.05, align: "right" },
      { title: "Heading", share: 0.3 },
      { title: "Page", share: 0.07, align: "right" },
      { title: "Length", share: 0.09, align: "right" },
      { title: "Cast and extras", share: 0.25 },
      { title: "Elements", share: 0.24 },
    ],
    breakdown.scenes.map((scene) => [
      String(scene.number),
      scene.heading || "Opening",
      String(scene.page),
      formatEighths(scene.eighths),
      [...scene.cast, ...scene.extras].join(", "),
      Object.entries(scene.elements)
        .filter(([, names]) => names.length)
        .map(([kind, names]) => `${ELEMENT_KIND_LABELS[kind as ElementKind]}: ${names.join(", ")}`)
        .join("; "),
    ]),
    8,
  );
  writeFooters(layout, date);
  return layout.doc;
}
