import { beforeAll, describe, expect, it } from "vitest";
import { BUILDOUT_SECTION_TITLES } from "#domain/deck-buildout";
import { unzipPptx, xmlText } from "../test/read-back";
import { SAMPLE_BUILDOUT, SAMPLE_TITLE } from "../test/sample-results";
import { buildOutlinePptx } from "./build-outline-pptx";

const EMU_PER_INCH = 914400;

describe("the Complete Deck Outline as PowerPoint", () => {
  let parts: Record<string, string> = {};
  beforeAll(async () => {
    const data = await buildOutlinePptx({ projectTitle: SAMPLE_TITLE, buildout: SAMPLE_BUILDOUT });
    parts = await unzipPptx(new Uint8Array(data));
  });
  const slide = (n: number) => xmlText(parts[`ppt/slides/slide${n}.xml`] ?? "");
  const notes = (n: number) => xmlText(parts[`ppt/notesSlides/notesSlide${n}.xml`] ?? "");

  it("is a 16:9 deck with one slide per section, titled in order", () => {
    const size = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(parts["ppt/presentation.xml"] ?? "");
    expect(Number(size?.[1]) / EMU_PER_INCH).toBe(10);
    expect(Number(size?.[2]) / EMU_PER_INCH).toBe(5.625);
    const slides = Object.keys(parts).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(7);
    BUILDOUT_SECTION_TITLES.forEach((title, index) => {
      expect(slide(index + 1)).toContain(title);
    });
  });

  it("puts the copy, characters and comps on the slides", () => {
    const cover = SAMPLE_BUILDOUT.cover_and_logline;
    expect(slide(1)).toContain(cover.headline);
    expect(slide(1)).toContain(cover.tagline);
    expect(slide(1)).toContain(cover.logline);
    for (const slug of SAMPLE_BUILDOUT.tone_and_visual.tone_slugs)
      expect(slide(2)).toContain(slug.description);
    expect(slide(2)).toContain("Comp: Cinema Paradiso meets Nightcrawler");
    expect(slide(2)).toContain("Reference: Wong Kar-wai’s Fallen Angels (colour)");
    for (const paragraph of SAMPLE_BUILDOUT.world.paragraphs) expect(slide(3)).toContain(paragraph);
    for (const paragraph of SAMPLE_BUILDOUT.story_summary.paragraphs) expect(slide(4)).toContain(paragraph);
    for (const person of SAMPLE_BUILDOUT.characters.character_list) {
      expect(slide(5)).toContain(person.name);
      expect(slide(5)).toContain(person.description);
    }
    expect(slide(6)).toContain(SAMPLE_BUILDOUT.themes_and_why_now.core_themes);
    expect(slide(7)).toContain("Director: Ana Beatriz Souza (Berlinale Shorts 2024)");
    expect(slide(7)).toContain("Producers: Marina Costa, Jean-Luc Martin");
  });

  it("keeps the visual and image prompts in the speaker notes", () => {
    for (const prompt of SAMPLE_BUILDOUT.cover_and_logline.visual_prompts) expect(notes(1)).toContain(prompt);
    for (const slug of SAMPLE_BUILDOUT.tone_and_visual.tone_slugs) {
      for (const image of slug.image_suggestions) expect(notes(2)).toContain(image);
    }
    for (const person of SAMPLE_BUILDOUT.characters.character_list)
      expect(notes(5)).toContain(person.casting_visual);
    expect(slide(1)).not.toContain(SAMPLE_BUILDOUT.cover_and_logline.visual_prompts[0]);
  });
});

/** Every font size set on a slide, in points (the XML gives hundredths). */
function fontSizes(xml: string): number[] {
  return [...xml.matchAll(/\bsz="(\d+)"/g)].map((match) => Number(match[1]) / 100);
}

describe("the outline's slides at 12 pt or more", () => {
  const LONG = "The river town keeps its secrets in the silt, and every flood turns one of them over. ";
  const long = {
    ...SAMPLE_BUILDOUT,
    world: { ...SAMPLE_BUILDOUT.world, paragraphs: Array.from({ length: 8 }, () => LONG.repeat(6).trim()) },
    characters: {
      character_list: Array.from({ length: 8 }, (_, index) => ({
        ...SAMPLE_BUILDOUT.characters.character_list[0]!,
        name: `Person ${index + 1}`,
        description: LONG.repeat(3).trim(),
      })),
    },
  };
  let parts: Record<string, string> = {};
  beforeAll(async () => {
    parts = await unzipPptx(
      new Uint8Array(await buildOutlinePptx({ projectTitle: SAMPLE_TITLE, buildout: long })),
    );
  });
  const slides = () =>
    Object.keys(parts)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
      .map((name) => parts[name]!);

  it("sets no text under 12 pt and leaves nothing for PowerPoint to shrink but the heading", () => {
    for (const xml of slides()) {
      expect(Math.min(...fontSizes(xml))).toBeGreaterThanOrEqual(12);
      expect((xml.match(/<a:normAutofit/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it("flows long copy onto continued slides, every paragraph and person kept", () => {
    const texts = slides().map(xmlText);
    const world = texts.filter((text) => /World \(continued\)/.test(text));
    expect(world.length).toBeGreaterThanOrEqual(1);
    const all = texts.join("\n");
    expect(all.split(LONG.trim().split(" ")[0]!).length).toBeGreaterThan(8 * 6);
    for (let index = 1; index <= 8; index++) expect(all).toContain(`Person ${index}`);
    expect(texts.some((text) => /Characters \(continued\)/.test(text))).toBe(true);
    expect(texts.length).toBeGreaterThan(BUILDOUT_SECTION_TITLES.length);
  });
});
