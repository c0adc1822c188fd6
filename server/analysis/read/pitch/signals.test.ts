import { describe, expect, it } from "vitest";
import { measureReadability } from "../text/readability";
import { splitSentences } from "../text/words";
import { findComps } from "./comps";
import { findLogline } from "./logline";
import { findMarketSignals } from "./market-signals";
import { findCharacters } from "./prose-characters";
import { splitSlides } from "./slides";

describe("splitSlides", () => {
  it("splits on form feeds, page markers, else paragraphs", () => {
    expect(splitSlides("Cover\nSALT ROAD\fLogline\nWhen a pilot...").map((s) => s.title)).toEqual([
      "Cover",
      "Logline",
    ]);
    expect(splitSlides("--- Page 1 ---\nCover\n--- Page 2 ---\nTeam\nSam").map((s) => s.title)).toEqual([
      "Cover",
      "Team",
    ]);
    const slides = splitSlides("One two three.\n\nFour five.");
    expect(slides.map((s) => s.words)).toEqual([3, 2]);
  });
});

describe("findComps", () => {
  it("reads 'X meets Y' and cue phrases", () => {
    expect(
      findComps("It is Sicario meets Hell or High Water, for fans of Fargo and Prisoners.", undefined),
    ).toEqual({
      pairings: ["Sicario meets Hell or High Water"],
      titles: ["Sicario", "Hell or High Water", "Fargo", "Prisoners"],
    });
  });

  it("reads titles listed with their years under a comps heading, as a table or a list", () => {
    const table =
      "Logline\nA coastguard turns in her son.\n\fCOMPARABLE TITLES\nTitle                 Year    Platform\nThe Responder         2022    BBC One\nHappy Valley          2014    BBC One\n\fAUDIENCE\nAdults 35-70, since 2014";
    expect(findComps(table, undefined).titles).toEqual(["The Responder", "Happy Valley"]);
    const list = "Comparables\nA Quiet Place (2018, Paramount)          Lamb (2021, A24)";
    expect(findComps(list, undefined).titles).toEqual(["A Quiet Place", "Lamb"]);
  });
});

describe("findLogline", () => {
  it("prefers the answer, then a labelled line, then a sentence shaped like a logline", () => {
    expect(findLogline("A nurse must escape.", "", [], [])?.source).toBe("answer");
    const labelled = findLogline(
      undefined,
      "Title\nLogline: When a nurse finds a body, she must hide it before dawn.\n\nMore",
      [],
      [],
    );
    expect(labelled?.text).toBe("When a nurse finds a body, she must hide it before dawn.");
    const text =
      "Some intro. When a retired nurse finds a body in her garden, she must hide it before her son comes home and loses everything.";
    const detected = findLogline(undefined, text, splitSentences(text), []);
    expect(detected).toMatchObject({
      source: "detected",
      hasGoal: true,
      hasObstacle: true,
      protagonist: "a retired nurse",
    });
    expect(detected?.stakes).toContain("everything");
  });
});

describe("findCharacters", () => {
  it("finds introduced and recurring names, not places or common words", () => {
    const text =
      "JACK CONNELLY, 42, is an analyst in Chicago. Later, Diane Waverly calls him from Chicago. He tells Diane the truth, and the girl, Niamh, listens. The Team meets in Chicago.";
    const names = findCharacters(text, splitSentences(text)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Jack Connelly", "Diane Waverly", "Niamh"]));
    expect(names).not.toContain("Chicago");
    expect(names).not.toContain("Team");
  });
});

describe("measureReadability", () => {
  it("scores plain short sentences easier than long dense ones", () => {
    const easy = measureReadability(["The cat sat.", "We ran home."]);
    const hard = measureReadability([
      `${"Interdisciplinary nanotechnological characterisation methodologies ".repeat(12)}.`,
    ]);
    expect(easy.readingEase).toBeGreaterThan(hard.readingEase);
    expect(hard.longSentences).toBe(1);
  });
});

describe("findMarketSignals", () => {
  it("never reads the why-now's mention of audiences as the audience", () => {
    const whyNow =
      "Why Now\nIn 1942 America has just entered the war, and audiences know the refugees of Europe are waiting.";
    const market = "Market\nFor adult audiences of romantic dramas. A wide theatrical release.";
    const text = `${whyNow}\n\n${market}`;
    const signals = findMarketSignals(splitSentences(text), text, [], [whyNow]);
    expect(signals.audience).toEqual(["For adult audiences of romantic dramas."]);
    const answer = "Audiences of 2024 want stories of the war more than ever.";
    const idea = findMarketSignals(splitSentences(answer), answer, [], [], answer);
    expect(idea.audience).toEqual([]);
  });
});
