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
  MIN_TEXT_PT,
  notesText,
  pageRuns,
  paragraphRuns,
  runsHeight,
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
} as const;

/** A new slide of the section, framed ("continued" after the first). */
export type AddSlide = () => Slide;

/** Runs one under another across as many slides as they need at their sizes. */
function flow(addSlide: AddSlide, runs: readonly TextRun[], first?: Slide): Slide {
  const pages = pageRuns(runs, CONTENT_WIDTH, CONTENT_HEIGHT);
  let slide = first ?? addSlide();
  pages.forEach((page, index) => {
    if (index > 0) slide = addSlide();
    slide.addText(page, body);
  });
  return slide;
}

const GAP = 0.25;
/** Column layouts tried in turn: the first in which every cell fits is used for the whole section. */
const LAYOUTS = [
  { count: 3, rows: 2 },
  { count: 3, rows: 1 },
  { count: 2, rows: 1 },
  { count: 1, rows: 1 },
] as const;

/** Cells side by side (tone slugs, characters, market and team), as many slides as they need. */
function columns(
  addSlide: AddSlide,
  cells: TextRun[][],
  top = CONTENT_TOP,
  height = CONTENT_HEIGHT,
): Slide[] {
  const size = (layout: (typeof LAYOUTS)[number]) => {
    const count = Math.min(layout.count, cells.length);
    const rows = Math.min(layout.rows, Math.ceil(cells.length / count));
    return {
      count,
      rows,
      width: (CONTENT_WIDTH - GAP * (count - 1)) / count,
      rowHeight: (height - GAP * (rows - 1)) / rows,
    };
  };
  const fits = (layout: (typeof LAYOUTS)[number]) => {
    const { width, rowHeight } = size(layout);
    return cells.every((runs) => runsHeight(runs, width - 0.24) <= rowHeight - 0.2);
  };
  const layout = LAYOUTS.find(fits) ?? LAYOUTS[LAYOUTS.length - 1]!;
  const { count, rows, width, rowHeight } = size(layout);
  const slides: Slide[] = [];
  cells.forEach((runs, index) => {
    const place = index % (count * rows);
    if (place === 0) slides.push(addSlide());
    const slide = slides.at(-1)!;
    const x = SLIDE.margin + (place % count) * (width + GAP);
    const y = top + Math.floor(place / count) * (rowHeight + GAP);
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
    });
  });
  return slides;
}

type SlideWriter = (addSlide: AddSlide, buildout: DeckBuildout) => void;

/** One writer per build-out section, in the order of BUILDOUT_SECTION_TITLES. */
export const OUTLINE_SLIDES: readonly SlideWriter[] = [
  (addSlide, { cover_and_logline: cover }) => {
    const runs: TextRun[] = [
      {
        text: cover.tagline,
        options: { fontSize: 20, italic: true, color: COLORS.brand, breakLine: true, paraSpaceAfter: 14 },
      },
      ...paragraphRuns([cover.logline], 16, COLORS.muted),
    ];
    const slide = flow(addSlide, runs);
    slide.addNotes(notesText([["Visual prompts", cover.visual_prompts]]));
  },
  (addSlide, { tone_and_visual: tone }) => {
    const slugs = tone.tone_slugs.map((slug) => [
      labelRun(slug.phrase, 14),
      ...paragraphRuns([slug.description], MIN_TEXT_PT),
    ]);
    const refs = bulletRuns(
      [
        ...(tone.comps ?? []).map((comp) => `Comp: ${comp}`),
        ...(tone.references ?? []).map((ref) => `Reference: ${ref}`),
      ],
      MIN_TEXT_PT,
    );
    const refsHeight = refs.length > 0 ? Math.min(runsHeight(refs, CONTENT_WIDTH) + 0.1, 1.4) : 0;
    const slides = slugs.length > 0 ? columns(addSlide, slugs, CONTENT_TOP, CONTENT_HEIGHT - refsHeight) : [];
    const last = slides.at(-1);
    if (refs.length > 0) {
      const fitsUnder = last && runsHeight(refs, CONTENT_WIDTH) <= refsHeight;
      if (fitsUnder) {
        last.addText(refs, { ...body, y: CONTENT_TOP + CONTENT_HEIGHT - refsHeight + 0.1, h: refsHeight });
      } else flow(addSlide, refs);
    }
    (slides[0] ?? addSlide()).addNotes(
      notesText(tone.tone_slugs.map((slug) => [`Image suggestions: ${slug.phrase}`, slug.image_suggestions])),
    );
  },
  (addSlide, { world }) => {
    flow(addSlide, paragraphRuns(world.paragraphs, bodySize(world.paragraphs.join(" "))));
  },
  (addSlide, { story_summary: story }) => {
    flow(addSlide, paragraphRuns(story.paragraphs, bodySize(story.paragraphs.join(" "))));
  },
  (addSlide, { characters }) => {
    const list = characters.character_list;
    const slides = columns(
      addSlide,
      list.map((person) => [labelRun(person.name, 14), ...paragraphRuns([person.description], MIN_TEXT_PT)]),
    );
    (slides[0] ?? addSlide()).addNotes(
      notesText(list.map((person) => [`Casting & visual: ${person.name}`, [person.casting_visual]])),
    );
  },
  (addSlide, { themes_and_why_now: themes }) => {
    const runs: TextRun[] = [
      {
        text: themes.core_themes,
        options: { fontSize: 20, bold: true, color: COLORS.ink, breakLine: true, paraSpaceAfter: 14 },
      },
      labelRun("Why now"),
      ...bulletRuns(themes.cultural_relevance, 15),
    ];
    flow(addSlide, runs);
  },
  (addSlide, { funding_and_team: funding }) => {
    const { team } = funding;
    const teamRuns: TextRun[] = [
      labelRun("Team", 14),
      ...paragraphRuns(
        [team.director && `Director: ${team.director}`, team.writer && `Writer: ${team.writer}`],
        MIN_TEXT_PT,
      ),
      ...paragraphRuns(team.producers.length ? [`Producers: ${team.producers.join(", ")}`] : [], MIN_TEXT_PT),
      ...paragraphRuns([team.notes], MIN_TEXT_PT, COLORS.muted),
    ];
    const market = [labelRun("Market appeal", 14), ...bulletRuns(funding.market_appeal, MIN_TEXT_PT)];
    columns(addSlide, [market, teamRuns]);
  },
];
