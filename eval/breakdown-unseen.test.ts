import { describe, expect, it } from "vitest";
import { ELEMENT_KINDS } from "#domain/production-breakdown";
import { labels } from "./breakdown-tags";
import { precisionOf, recallOf } from "./breakdown-unseen";
import unseen from "./corpus/breakdown/unseen-scripts.json";

describe("breakdown, unseen scripts", () => {
  it("precision and recall count finds and tags, and are full where there is nothing to count", () => {
    expect(precisionOf({ hit: 3, found: 4, tagged: 6 })).toBe(0.75);
    expect(recallOf({ hit: 3, found: 4, tagged: 6 })).toBe(0.5);
    expect(precisionOf({ hit: 0, found: 0, tagged: 2 })).toBe(1);
    expect(recallOf({ hit: 0, found: 2, tagged: 0 })).toBe(1);
  });

  it("tags scripts the hand-tagged corpus never names, each scene once, with the contract's kinds only", () => {
    const tagged = new Set(labels.files.map((entry) => entry.file));
    expect([...new Set(unseen.scenes.map((scene) => scene.file))].filter((file) => tagged.has(file))).toEqual(
      [],
    );
    const keys = unseen.scenes.map((scene) => `${scene.file}:${scene.scene}`);
    expect(new Set(keys).size).toBe(keys.length);
    const kinds = new Set<string>(ELEMENT_KINDS);
    expect(unseen.scenes.flatMap((scene) => scene.elements.filter((kind) => !kinds.has(kind)))).toEqual([]);
    expect(unseen.scenes.every((scene) => scene.why.length > 0)).toBe(true);
  });
});
