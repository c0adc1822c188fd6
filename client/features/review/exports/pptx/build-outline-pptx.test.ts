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
