import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { ScriptReadingSchema } from "#domain/script-reading";
import { parseFdx } from "#server/screenplay/parse-fdx";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { renderScreenplayText } from "#server/screenplay/render-screenplay-text";
import {
  EXTENDED_CORPUS_AVAILABLE,
  EXTENDED_CORPUS_SKIPPED,
  hasRealFixture,
  realFixture,
} from "#server/test/real-fixtures";
import { readScript } from "./read-script";

const CORPUS = resolve(import.meta.dirname, "../../../../eval/corpus/scripts");
const corpus = (name: string) => readFileSync(resolve(CORPUS, name), "utf8");
/** The text an upload hands the analyst: FDX and Fountain are rendered as Fountain. */
function uploaded(name: string): string {
  const raw = readFileSync(realFixture(name), "utf8");
  if (name.endsWith(".fdx")) return renderScreenplayText(parseFdx(raw));
  if (name.endsWith(".fountain")) return renderScreenplayText(parseScreenplayText(raw));
  return raw;
}
const flat = (text: string) => text.replace(/\s+/g, " ");

const TEXTS: [string, () => string][] = [
  ...[
    "big_fish__screenplain.fountain",
    "big_fish__screenplain.fdx",
    "my_living_memory__afterwriting.fountain",
    "cyber_bob_ep00001__ebScreenplays.fountain",
    "cyber_bob_universe_bible__ebScreenplays.txt",
    "fdx_test_script_finaldraft__screenplay-tools.fdx",
    "e02b_buckets_and_flavors__FinalDraftProReader.fdx",
    "stonehenge_sample__trelby.txt",
  ]
    .filter(hasRealFixture)
    .map((name): [string, () => string] => [name, () => uploaded(name)]),
  ...[
    "platte-crossing.fountain",
    "die-kueche.fountain",
    "night-shift-ep3.txt",
    "pairs/dead-air.format.fountain",
  ].map((name): [string, () => string] => [name, () => corpus(name)]),
];

describe.each(TEXTS)("readScript(%s)", (_, text) => {
  const source = text();
  const reading = readScript(source);

  it("fills the contract", () => {
    expect(ScriptReadingSchema.parse(reading)).toEqual(reading);
  });

  it("quotes only passages of the uploaded text", () => {
    for (const flag of reading.flags) expect(flat(source)).toContain(flat(flag.quote));
  });

  it("pins every rating to a page, a scene or a quote", () => {
    for (const row of reading.grid)
      expect(row.evidence).toMatch(/\bpages? \d|\bpp?\. \d|\bscenes? \d|“[^”]+”/i);
  });

  it("keeps acts inside the pages and scenes in page order", () => {
    for (const act of reading.acts) {
      expect(act.startPage).toBeLessThanOrEqual(act.endPage);
      expect(act.endPage).toBeLessThanOrEqual(reading.pages);
    }
    const pages = reading.scenes.map((scene) => scene.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });
});

describe("readScript on Big Fish", () => {
  const reading = readScript(uploaded("big_fish__screenplain.fountain"));

  it("reads a feature in English, led by Edward with his cues and ages merged", () => {
    expect(reading).toMatchObject({ format: "feature", language: "en" });
    expect(reading.pages).toBeGreaterThanOrEqual(110);
    const edward = reading.characters.find((character) => character.name === "EDWARD");
    expect(edward?.aliases).toEqual(expect.arrayContaining(["YOUNG EDWARD", "EDWARD BLOOM"]));
    expect(reading.characters.map((character) => character.name)).not.toContain("YOUNG EDWARD");
    expect(reading.protagonists[0]).toBe("EDWARD");
  });

  it("estimates three acts when the writer marks none, and drafts a logline marked as drafted", () => {
    expect(reading.acts.map((act) => `${act.label}/${act.source}`)).toEqual([
      "Act One/estimated",
      "Act Two/estimated",
      "Act Three/estimated",
    ]);
    expect(reading.logline?.source).toBe("drafted");
    expect(reading.verdict.script).not.toBe("Recommend");
  });

  it("writes a synopsis of 150 to 300 words that follows the acts and names the lead", () => {
    const words = reading.synopsis.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(300);
    expect(reading.synopsis).toMatch(/^Big Fish follows Edward over \d+ pages\. Act One \(pages 1–\d+\): /);
    expect(reading.synopsis).toContain("Act Three (pages");
  });
});

describe("readScript on material with nothing to read", () => {
  it("rates empty text and lorem ipsum Poor throughout, a Pass, with a sentence saying why", () => {
    const empty = readScript("");
    expect(empty.grid.map((row) => row.evidence)).toEqual(
      Array(6).fill("Page 1 is empty: there is no text to read."),
    );
    const lorem = readScript(
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
    );
    expect(lorem).toMatchObject({
      format: "prose",
      protagonists: [],
      verdict: { script: "Pass", writer: "Pass" },
    });
    expect(lorem.grid[0]?.evidence).toBe(
      "Page 1 is placeholder text, not a story: “Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.”.",
    );
  });
});

describe("readScript on a TV episode without act headings", () => {
  it("reads Cyber Bob as an episode from its title and estimates a half-hour's two acts, not a film's three", () => {
    const reading = readScript(uploaded("cyber_bob_ep00001__ebScreenplays.fountain"));
    expect(reading.format).toBe("tv-episode");
    expect(reading.acts.map((act) => `${act.label}/${act.source}`)).toEqual([
      "Act One/estimated",
      "Act Two/estimated",
    ]);
  });
});

describe("readScript on the corpus written for the evaluation", () => {
  it("takes the lead from the writer's note and the acts from the writer's headings", () => {
    const reading = readScript(corpus("platte-crossing.fountain"));
    const louis = reading.characters.find((character) => character.name === "LOUIS")!;
    const henry = reading.characters.find((character) => character.name === "HENRY")!;
    expect(louis.words).toBeGreaterThan(henry.words);
    expect(reading.protagonists).toEqual(["HENRY"]);
    expect(reading.acts.map((act) => `${act.label}/${act.source}`)).toEqual([
      "Act One/writer",
      "Act Two/writer",
      "Act Three/writer",
    ]);
    expect(reading.format).toBe("short");
  });

  it("reads a TV episode from its teaser and act lines in plain text", () => {
    const reading = readScript(corpus("night-shift-ep3.txt"));
    expect(reading.format).toBe("tv-episode");
    expect(reading.acts.map((act) => act.label)).toEqual(["Teaser", "Act One", "Act Two"]);
    expect(reading.characters.map((character) => character.name)).not.toContain("NIGHT SHIFT");
  });

  it("says a German script is German and runs no English checks on it", async () => {
    const text = corpus("die-kueche.fountain");
    expect(readScript(text).language).toBe("de");
    expect(readScript(text).flags.map((flag) => flag.kind)).toEqual(["language"]);
    const result = await createBuiltinEngine().analyze({
      pitchText: text,
      genre: null,
      projectTitle: null,
      projectStage: "script",
      mode: "analyze",
      analysisType: "creative",
      promptAnswers: {},
      screenplay: null,
    });
    const report = result.scriptAnalysis!;
    expect(report.overallSummary).toContain(
      "Die Küche is a 2-page short in 3 scenes, written in German, led by Lena.",
    );
    expect(report.sections.find((s) => s.id === "dialogue")?.content).toContain(
      "The dialogue is in German, so we run no English phrase checks on it",
    );
  });
});

describe.runIf(EXTENDED_CORPUS_AVAILABLE)("readScript on the Reason of State PDF (extended corpus)", () => {
  it("counts pages from the PDF without its cover, and never opens on the credits", async () => {
    const { runExtractionJob } = await import("#server/extraction/run-extraction-job");
    const { text } = await runExtractionJob({
      filePath: realFixture("reason_of_state__screenjson-cli.pdf"),
      format: "pdf",
      stage: "script",
      pdfExtractor: "pdftotext",
      withScreenplay: false,
      budgetMs: 30_000,
      ocrEngine: "tesseract.js",
      pageRenderer: "pdfjs",
    });
    const reading = readScript(text);
    // 141 PDF pages: the cover (title, writer, production companies) and a blank last page are not script pages.
    expect(reading.pages).toBe(139);
    expect(reading.format).toBe("feature");
    expect(reading.scenes[0]?.heading).toBe("OVER BLACK");
    expect(reading.synopsis).not.toMatch(/Black Bear Pictures|Written by/);
  });
});
if (!EXTENDED_CORPUS_AVAILABLE) console.info(EXTENDED_CORPUS_SKIPPED);
