import { jsPDF } from "jspdf";
import { makePng } from "./test-images";

const CAST = ["ANNA", "BEN", "CLAIRE", "DEV", "ELENA", "FRANK", "GRACE"];
const PLACES = [
  "KITCHEN",
  "HARBOUR",
  "OFFICE",
  "TRAIN STATION",
  "ROOFTOP",
  "FOREST ROAD",
  "HOSPITAL CORRIDOR",
];
const WORDS = (
  "the a we never quite know where it goes but she says it twice and then nobody moves until the light " +
  "changes over water again because every door in this town opens inward like a promise kept too long"
).split(" ");

export interface ScreenplayTruth {
  headings: string[];
  /** Every speech in order: who speaks and how many words of dialogue. */
  speeches: { name: string; words: number }[];
  pages: number;
}

/** Seeded, so every run draws the same screenplay. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/**
 * A screenplay PDF typeset like Final Draft (Courier 12, action at 1.5", dialogue 2.5", cue 3.7",
 * 54 lines a page, page numbers from page 2) with its ground truth.
 */
export function makeScreenplayPdf(options: { pages: number; seed?: number; password?: string }): {
  pdf: Buffer;
  truth: ScreenplayTruth;
} {
  const next = random(options.seed ?? 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const sentence = (min: number, max: number) => {
    const count = min + Math.floor(next() * (max - min + 1));
    const words = Array.from({ length: count }, () => pick(WORDS));
    return `${words.join(" ").replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const doc = new jsPDF({
    unit: "pt",
    format: "letter",
    ...(options.password
      ? {
          encryption: {
            userPassword: options.password,
            ownerPassword: `${options.password}-owner`,
            userPermissions: ["print" as const],
          },
        }
      : {}),
  });
  doc.setFont("courier", "normal");
  doc.setFontSize(12);
  const truth: ScreenplayTruth = { headings: [], speeches: [], pages: 1 };
  let line = 0;
  const place = (rows: { x: number; text: string }[]) => {
    if (line + rows.length > 54) {
      doc.addPage();
      truth.pages++;
      doc.text(`${truth.pages}.`, 504, 48);
      line = 0;
    }
    for (const row of rows) {
      doc.text(row.text, row.x, 84 + line * 12);
      line++;
    }
  };
  let scene = 0;
  while (truth.pages < options.pages) {
    scene++;
    const heading = `${next() < 0.6 ? "INT." : "EXT."} ${pick(PLACES)} ${scene} - ${next() < 0.5 ? "DAY" : "NIGHT"}`;
    truth.headings.push(heading);
    if (line > 0) line++;
    place([{ x: 108, text: heading }]);
    const beats = 3 + Math.floor(next() * 5);
    for (let beat = 0; beat < beats; beat++) {
      line++;
      if (beat % 3 === 0) {
        place(wrap(sentence(12, 40), 60).map((text) => ({ x: 108, text })));
        continue;
      }
      const name = pick(CAST);
      const dialogue = sentence(3, 30);
      const cue = next() < 0.15 ? `${name} (V.O.)` : name;
      const rows = [{ x: 266, text: cue }];
      if (next() < 0.25) rows.push({ x: 223, text: "(quietly)" });
      rows.push(...wrap(dialogue, 35).map((text) => ({ x: 180, text })));
      place(rows);
      truth.speeches.push({ name, words: dialogue.split(" ").length });
    }
    if (next() < 0.3) {
      line++;
      place([{ x: 432, text: "CUT TO:" }]);
    }
  }
  return { pdf: Buffer.from(doc.output("arraybuffer")), truth };
}

/** Pages that are only pictures: what a scanner produces. */
export function makeScannedPdf(pages: number): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "letter" });
  const png = makePng(120, 160, { noiseSeed: 3 });
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    doc.addImage(png, "PNG", 36, 36, 540, 720);
  }
  return Buffer.from(doc.output("arraybuffer"));
}

/** A landscape deck: each slide a large picture, a title and a few bullet lines. */
export function makeDeckPdf(options: { pages: number; imagePixels?: number; noise?: boolean }): Buffer {
  const doc = new jsPDF({ unit: "pt", format: [960, 540], orientation: "landscape" });
  const size = options.imagePixels ?? 400;
  for (let page = 0; page < options.pages; page++) {
    if (page > 0) doc.addPage();
    const png = makePng(size, size, options.noise ? { noiseSeed: page + 1 } : {});
    doc.addImage(png, "PNG", 480, 40, 440, 440, `slide-${page}`, "NONE");
    doc.setFontSize(32);
    doc.text(`Slide ${page + 1}: The Hook`, 40, 80);
    doc.setFontSize(16);
    doc.text(
      [
        "A town that forgets one person every night.",
        "Audience: 18-34 streaming viewers.",
        "Why now: memory apps are everywhere.",
      ],
      40,
      140,
    );
  }
  return Buffer.from(doc.output("arraybuffer"));
}
