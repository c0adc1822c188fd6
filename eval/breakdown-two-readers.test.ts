import { describe, expect, it } from "vitest";
import { ELEMENT_KINDS } from "#domain/production-breakdown";
import { sidedTags } from "./breakdown-tags";
import { agreementF1 } from "./breakdown-two-readers";
import secondReader from "./corpus/breakdown/second-reader.json";

describe("breakdown, two readers", () => {
  it("agreement is F1 either way round, and full where neither reader tags the kind", () => {
    expect(agreementF1({ both: 3, firstOnly: 1, secondOnly: 1 })).toBe(0.75);
    expect(agreementF1({ both: 3, firstOnly: 0, secondOnly: 2 })).toBe(
      agreementF1({ both: 3, firstOnly: 2, secondOnly: 0 }),
    );
    expect(agreementF1({ both: 0, firstOnly: 0, secondOnly: 0 })).toBe(1);
    expect(agreementF1({ both: 0, firstOnly: 2, secondOnly: 1 })).toBe(0);
  });

  it("the second reading tags hand-tagged scenes once each, with the contract's element kinds only", () => {
    const tagged = new Set(sidedTags().map(({ file, tag }) => `${file}:${tag.scene}`));
    const keys = secondReader.scenes.map((scene) => `${scene.file}:${scene.scene}`);
    expect(keys.filter((key) => !tagged.has(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    const kinds = new Set<string>(ELEMENT_KINDS);
    expect(secondReader.scenes.flatMap((scene) => scene.elements.filter((kind) => !kinds.has(kind)))).toEqual(
      [],
    );
    // A quarter of the tagged scenes: enough on each side to read the ceiling from.
    expect(keys.length).toBeGreaterThanOrEqual(Math.floor(tagged.size / 5));
  });
});
