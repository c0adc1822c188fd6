import type { DeckBuildout } from "#domain/deck-buildout";
import {
  bodySize,
  bulletRuns,
  COLORS,
  CONTENT_HEIGHT,
  CONTENT_TOP,
  CONTENT_WIDTH,
  FONT,
  labelRun,
  notesText,
  paragraphRuns,
  SLIDE,
  type Slide,
  type TextRun,
} from "./slide-kit";

const body = {
  x: SLIDE.margin,
  y: CONTENT_TOP,
  w: CONTENT_WIDTH,
  h: CONTENT_HEIGHT,
  fontFace: FONT,
  valign: "top",
  fit: "shrink",
} as const;

/** Columns side by side across the content area (tone slugs, characters, funding and team). */
function columns(slide: Slide, cells: TextRun[][], top = CONTENT_TOP, height = CONTENT_HEIGHT): void {
  const count = Math.max(1, Math.min(cells.length, 3));
  const rows = Math.ceil(cells.length / count);
  const gap = 0.25;
  const width = (CONTENT_WIDTH - gap * (count - 1)) / count;
  const rowHeight = (height - gap * (rows - 1)) / rows;
  cells.forEach((runs, index) => {
    const x = SLIDE.margin + (index % count) * (width + gap);
    const y = top + Math.floor(index / count) * (rowHeight + gap);
    slide.addShape("rect", {
      x,
      y,
      w: width,
      h: rowHeight,
      fill: { color: COLORS.light },
      line: { color: COLORS.light },
    });
    slide.addText(runs, {
      x: x + 0.12,
      y: y + 0.1,
      w: width - 0.24,
      h: rowHeight - 0.2,
      fontFace: FONT,
      valign: "top",
      fit: "shrink",
    });
  });
}

type SlideWriter = (slide: Slide, buildout: DeckBuildout) => void;

/** One writer per build-out section, in the order of BUILDOUT_SECTION_TITLES. */
export const OUTLINE_SLIDES: readonly SlideWriter[] = [
  (slide, { cover_and_logline: cover }) => {
    const runs: TextRun[] = [
      {
        text: cover.tagline,
        options: { fontSize: 20, italic: true, color: COLORS.brand, breakLine: true, paraSpaceAfter: 14 },
      },
      ...paragraphRuns([cover.logline], 16, COLORS.muted),
    ];
    slide.addText(runs, body);
    slide.addNotes(notesText([["Visual prompts", cover.visual_prompts]]));
  },
  (slide, { tone_and_visual: tone }) => {
    const slugs = tone.tone_slugs.map((slug) => [
      labelRun(slug.phrase, 14),
      ...paragraphRuns([slug.description], 12),
    ]);
    const refs = [
      ...(tone.comps ?? []).map((comp) => `Comp: ${comp}`),
      ...(tone.references ?? []).map((ref) => `Reference: ${ref}`),
    ];
    const hasRefs = refs.length > 0;
    if (slugs.length > 0)
      columns(slide, slugs, CONTENT_TOP, hasRefs ? CONTENT_HEIGHT - 1.05 : CONTENT_HEIGHT);
    if (hasRefs)
      slide.addText(bulletRuns(refs, 12), { ...body, y: CONTENT_TOP + CONTENT_HEIGHT - 0.9, h: 0.9 });
    slide.addNotes(
      notesText(tone.tone_slugs.map((slug) => [`Image suggestions: ${slug.phrase}`, slug.image_suggestions])),
    );
  },
  (slide, { world }) => {
    const runs = paragraphRuns(world.paragraphs, bodySize(world.paragraphs.join(" ")));
    slide.addText(runs, body);
  },
  (slide, { story_summary: story }) => {
    slide.addText(paragraphRuns(story.paragraphs, bodySize(story.paragraphs.join(" "))), body);
  },
  (slide, { characters }) => {
    const list = characters.character_list;
    const size = list.length > 3 ? 11 : 13;
    columns(
      slide,
      list.map((person) => [labelRun(person.name, size + 2), ...paragraphRuns([person.description], size)]),
    );
    slide.addNotes(
      notesText(list.map((person) => [`Casting & visual: ${person.name}`, [person.casting_visual]])),
    );
  },
  (slide, { themes_and_why_now: themes }) => {
    const runs: TextRun[] = [
      {
        text: themes.core_themes,
        options: { fontSize: 20, bold: true, color: COLORS.ink, breakLine: true, paraSpaceAfter: 14 },
      },
      labelRun("Why now"),
      ...bulletRuns(themes.cultural_relevance, 15),
    ];
    slide.addText(runs, body);
  },
  (slide, { funding_and_team: funding }) => {
    const { team } = funding;
    const teamRuns: TextRun[] = [
      labelRun("Team", 14),
      ...paragraphRuns(
        [team.director && `Director: ${team.director}`, team.writer && `Writer: ${team.writer}`],
        12,
      ),
      ...paragraphRuns(team.producers.length ? [`Producers: ${team.producers.join(", ")}`] : [], 12),
      ...paragraphRuns([team.notes], 11, COLORS.muted),
    ];
    const market = [labelRun("Market appeal", 14), ...bulletRuns(funding.market_appeal, 12)];
    columns(slide, [market, teamRuns]);
  },
];
