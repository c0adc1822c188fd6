import PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME, PRODUCT_OWNER } from "#domain/constants";
import { BUILDOUT_SECTION_TITLES, type DeckBuildout } from "#domain/deck-buildout";
import { REPORT_TITLES } from "#domain/exports";
import { OUTLINE_SLIDES } from "./outline-slides";
import { frameSlide } from "./slide-kit";

export interface OutlinePptxInput {
  projectTitle: string;
  buildout: DeckBuildout;
}

/**
 * The Complete Deck Outline as an editable 16:9 deck: a slide per section (more when its copy does not
 * fit at 12 pt or more: "continued"), prompts in the notes.
 */
export async function buildOutlinePptx({ projectTitle, buildout }: OutlinePptxInput): Promise<ArrayBuffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.title = `${projectTitle} - ${REPORT_TITLES.outline}`;
  pptx.company = PRODUCT_OWNER;
  pptx.author = PRODUCT_NAME;
  OUTLINE_SLIDES.forEach((write, index) => {
    const title = BUILDOUT_SECTION_TITLES[index] ?? "";
    const heading = index === 0 ? buildout.cover_and_logline.headline.trim() || title : title;
    let made = 0;
    write(() => {
      const slide = pptx.addSlide();
      frameSlide(slide, index + 1, title, projectTitle, made++ === 0 ? heading : `${title} (continued)`);
      return slide;
    }, buildout);
  });
  return (await pptx.write({ outputType: "arraybuffer" })) as ArrayBuffer;
}
