import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ELEMENT_KINDS, ELEMENT_QUOTE_MAX, elementTable } from "#domain/production-breakdown";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { realFixture } from "#server/test/real-fixtures";
import { readScriptModel } from "../read-script";
import { quoteOf } from "./element-quote";

const scene = (heading: string, action: string) => `${heading}\n\n${action}\n\nZED\nOkay.\n\nMARY\nFine.\n`;

function quotesOf(...scenes: string[]) {
  return breakdownOfText(`Title: Test\nAuthor: A\n\n${scenes.join("\n")}`).scenes.map((read) => read.quotes);
}

describe("each element's quote: where the pages ask for it", () => {
  it("quotes the one sentence of the action that asks for the element, not the scene", () => {
    const [quotes] = quotesOf(
      scene(
        "INT. ROOM - DAY",
        "Zed sits by the window. Zed leaps off the roof. Mary sighs. A dog sleeps by the door.",
      ),
    );
    expect(quotes).toEqual(
      expect.arrayContaining([
        { kind: "stunts", name: "fall", quote: "Zed leaps off the roof." },
        { kind: "animals", name: "dog", quote: "A dog sleeps by the door." },
      ]),
    );
  });

  it("takes two sentences in a row where one sets up what the next does", () => {
    const [quotes] = quotesOf(
      scene(
        "INT. BASEMENT - DAY",
        "Zed reads the telegram. He tucks it into a strange mechanical hand on the desk. It clamps down automatically. Mary laughs.",
      ),
    );
    expect(quotes).toContainEqual({
      kind: "sfx",
      name: "object moves by itself",
      quote: "He tucks it into a strange mechanical hand on the desk. It clamps down automatically.",
    });
  });

  it("quotes the shot for gunfire whose gun the scene named in another paragraph", () => {
    const [quotes] = quotesOf(
      "INT. TRAILER - NIGHT\n\nMary pulls a revolver out of her coat.\n\nZED\nNo, wait!\n\nMary FIRES into the ceiling. Plaster rains down.\n\nMARY\nFine.\n",
    );
    expect(quotes).toContainEqual({ kind: "sfx", name: "gunfire", quote: "Mary FIRES into the ceiling." });
  });

  it("quotes the heading that puts the scene in a vehicle", () => {
    const [quotes] = quotesOf(scene("INT. MATT'S CAR - NIGHT", "Zed stares at the road."));
    expect(quotes).toContainEqual({ kind: "vehicles", name: "car", quote: "INT. MATT'S CAR - NIGHT" });
  });

  it("has no quote where a scene has no element", () => {
    expect(quotesOf(scene("INT. ROOM - DAY", "Zed sits. Mary reads."))).toEqual([[]]);
  });

  it("cuts a long sentence at a word, with an ellipsis, and keeps a short one whole", () => {
    const long = `Zed ${"runs very far away ".repeat(20)}at last.`;
    const cut = quoteOf(long);
    expect(cut.length).toBeLessThanOrEqual(ELEMENT_QUOTE_MAX);
    expect(cut).toMatch(/[a-z]…$/);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept) && long[kept.length] === " ").toBe(true);
    expect(quoteOf("  Zed\n  falls.  ")).toBe("Zed falls.");
  });

  it("gives every element of Big Fish its sentence, each quote words of its own scene", () => {
    const text = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
    const model = readScriptModel(text);
    const breakdown = model.breakdown!;
    let elements = 0;
    let quoted = 0;
    const flat = text.replace(/\s+/g, " ");
    for (const read of breakdown.scenes) {
      for (const kind of ELEMENT_KINDS) elements += read.elements[kind].length;
      for (const quote of read.quotes ?? []) {
        quoted++;
        expect(read.elements[quote.kind]).toContain(quote.name);
        // A scene that opens on "...out of a giant cannon." is quoted with the words it goes on from.
        const parts = quote.quote.replace(/…$/, "").split(" ...");
        expect(
          parts.every((part) => flat.includes(part)),
          `scene ${read.number}: ${quote.quote}`,
        ).toBe(true);
      }
    }
    expect(elements).toBeGreaterThan(100);
    expect(quoted).toBe(elements);
    const table = elementTable(breakdown);
    expect(table.find((row) => row.kind === "stunts" && row.name === "fall")?.firstQuote).toEqual({
      scene: 22,
      page: expect.any(Number),
      quote: "Suddenly, the ladder gives way and he falls.",
    });
  });
});
