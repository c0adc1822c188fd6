import type { jsPDF } from "jspdf";
import { DEFAULT_DOWNLOAD_TITLE } from "#domain/constants";
import { BUILDOUT_SECTION_TITLES, type DeckBuildout } from "#domain/deck-buildout";
import { REPORT_TITLES } from "#domain/exports";
import { createReport, reportTitleOf, writeFooters, writeReportHeader } from "./pdf-document";
import type { PdfFontFiles } from "./pdf-fonts";
import { BRAND, MUTED, type PdfLayout } from "./pdf-layout";

export interface OutlinePdfInput {
  projectTitle: string | null | undefined;
  buildout: DeckBuildout;
  date: Date;
  fonts: PdfFontFiles | null;
}

const hasItems = (items: readonly string[] | undefined): items is readonly string[] =>
  !!items && items.some((item) => item.trim());

function label(layout: PdfLayout, text: string): void {
  layout.heading(text, { size: 9.5, color: MUTED, after: 1 });
}

function field(layout: PdfLayout, name: string, value: string): void {
  if (!value.trim()) return;
  label(layout, name);
  layout.text(value, { size: 11, after: 3 });
}

function list(layout: PdfLayout, name: string, items: readonly string[] | undefined): void {
  if (!hasItems(items)) return;
  label(layout, name);
  layout.bullets(items, { size: 10.5, after: 2 });
}

function paragraphs(layout: PdfLayout, items: readonly string[]): void {
  for (const paragraph of items) if (paragraph.trim()) layout.text(paragraph, { size: 11, after: 3 });
}

/** The seven sections of product.md §9, each numbered with its title. */
const SECTION_WRITERS: ReadonlyArray<(layout: PdfLayout, b: DeckBuildout) => void> = [
  (layout, { cover_and_logline: cover }) => {
    field(layout, "Headline", cover.headline);
    field(layout, "Tagline", cover.tagline);
    field(layout, "Logline", cover.logline);
    list(layout, "Visual Prompts", cover.visual_prompts);
  },
  (layout, { tone_and_visual: tone }) => {
    for (const slug of tone.tone_slugs) {
      layout.heading(slug.phrase, { size: 11.5, after: 1 });
      if (slug.description.trim()) layout.text(slug.description, { size: 11, after: 2 });
      list(layout, "Image Suggestions", slug.image_suggestions);
    }
    list(layout, "Comps", tone.comps);
    list(layout, "References", tone.references);
  },
  (layout, { world }) => paragraphs(layout, world.paragraphs),
  (layout, { story_summary: story }) => paragraphs(layout, story.paragraphs),
  (layout, { characters }) => {
    for (const character of characters.character_list) {
      layout.heading(character.name, { size: 11.5, after: 1 });
      if (character.description.trim()) layout.text(character.description, { size: 11, after: 2 });
      field(layout, "Casting & Visual", character.casting_visual);
    }
  },
  (layout, { themes_and_why_now: themes }) => {
    field(layout, "Core Themes", themes.core_themes);
    list(layout, "Cultural Relevance", themes.cultural_relevance);
  },
  (layout, { funding_and_team: funding }) => {
    list(layout, "Market Appeal", funding.market_appeal);
    field(layout, "Director", funding.team.director);
    field(layout, "Writer", funding.team.writer);
    list(layout, "Producers", funding.team.producers);
    field(layout, "Team Notes", funding.team.notes);
  },
];

/** product.md §5/§9: the Complete Deck Outline, sections 1 to 7 with every field of the build-out. */
export function buildOutlinePdf({ projectTitle, buildout, date, fonts }: OutlinePdfInput): jsPDF {
  const layout = createReport(fonts);
  const subtitle = reportTitleOf(projectTitle || buildout.cover_and_logline.headline, DEFAULT_DOWNLOAD_TITLE);
  writeReportHeader(layout, REPORT_TITLES.outline, subtitle, date);
  SECTION_WRITERS.forEach((write, index) => {
    layout.heading(`${index + 1}. ${BUILDOUT_SECTION_TITLES[index]}`, { size: 15, color: BRAND, after: 3 });
    write(layout, buildout);
    layout.gap(3);
  });
  writeFooters(layout, date);
  return layout.doc;
}
