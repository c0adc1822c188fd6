import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wordLists } from "./word-lists";

const FOLDER = import.meta.dirname;

describe("lexicon files", () => {
  const files = readdirSync(FOLDER).filter((name) => name.endsWith(".json"));

  it.each(files)("%s says what it holds and where it comes from", (name) => {
    const data = JSON.parse(readFileSync(join(FOLDER, name), "utf8"));
    expect(typeof data.description).toBe("string");
    expect(data.description.trim().length).toBeGreaterThan(20);
    expect(Array.isArray(data.sources) && data.sources.length).toBeGreaterThan(0);
  });

  it("keeps every list of a word-list file non-empty, without repeats or blank entries", () => {
    for (const name of files) {
      const data = JSON.parse(readFileSync(join(FOLDER, name), "utf8"));
      if (!data.lists) continue;
      for (const [key, list] of Object.entries(data.lists as Record<string, string[]>)) {
        expect(list.length, `${name} ${key}`).toBeGreaterThan(0);
        expect(
          list.filter((entry) => !entry.trim()),
          `${name} ${key}`,
        ).toEqual([]);
        expect(new Set(list).size, `${name} ${key} repeats an entry`).toBe(list.length);
      }
    }
  });
});

describe("wordLists", () => {
  it("returns the named lists of a file", () => {
    const lists = wordLists({ description: "Test words.", sources: ["a source"], lists: { a: ["x", "y"] } });
    expect(lists.a).toEqual(["x", "y"]);
  });

  it("refuses a file that names no source", () => {
    expect(() => wordLists({ description: "Test words.", sources: [], lists: { a: ["x"] } })).toThrow(
      "at least one source",
    );
  });
});
