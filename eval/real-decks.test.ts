import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXTENDED_CORPUS_AVAILABLE } from "../server/test/real-fixtures";
import { readRealDecks } from "./real-decks";

const openFiles = () => readdirSync("/proc/self/fd").length;

describe.runIf(EXTENDED_CORPUS_AVAILABLE)("the real decks the eval reads", () => {
  it("leaves no file open after reading them, the .pptx deck included", async () => {
    await readRealDecks();
    const before = openFiles();
    const after: number[] = [];
    for (let round = 0; round < 20; round++) {
      await readRealDecks();
      after.push(openFiles());
    }
    // A handle left open stays open until the garbage collector closes it: some rounds show it.
    expect(Math.max(...after)).toBeLessThanOrEqual(before);
  });
});
