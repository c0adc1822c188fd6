import { ELEMENT_KINDS, type ElementKind } from "#domain/production-breakdown";
import { breakdownOf, sidedTags } from "./breakdown-tags";
import secondReader from "./corpus/breakdown/second-reader.json";
import type { EvalRow, EvalSuite } from "./eval-row";

/** Scenes two readers (or a reader and the breakdown) tagged with a kind: both, one or the other. */
export interface Agreement {
  both: number;
  firstOnly: number;
  secondOnly: number;
}
const none = (): Agreement => ({ both: 0, firstOnly: 0, secondOnly: 0 });

/** F1 of one reading against the other; symmetric, so it reads as agreement. 1 where neither tags the kind. */
export function agreementF1({ both, firstOnly, secondOnly }: Agreement): number {
  return both + firstOnly + secondOnly ? (2 * both) / (2 * both + firstOnly + secondOnly) : 1;
}

function tally(agreement: Agreement, first: boolean, second: boolean): void {
  if (first && second) agreement.both++;
  else if (first) agreement.firstOnly++;
  else if (second) agreement.secondOnly++;
}

interface Sides {
  dev: Agreement;
  held: Agreement;
}

// Printed to be read beside the breakdown suite's targets, not held.
const row = (metric: string, { dev, held }: Sides): EvalRow => ({
  suite: "breakdown, two readers",
  metric,
  value: agreementF1(dev),
  heldOut: agreementF1(held),
  unit: "share",
  direction: "max",
  threshold: Number.POSITIVE_INFINITY,
});

/**
 * How far a second careful reader, tagging a quarter of the tagged scenes blind (the scene's text
 * and the written conventions only), agrees with the hand tags, beside the breakdown's agreement
 * with them on the same scenes: the ceiling a reading can be asked to reach on each kind.
 */
export const breakdownTwoReadersSuite: EvalSuite = {
  name: "breakdown, two readers",
  run() {
    const firstTags = new Map<string, { elements: readonly string[]; heldOut: boolean }>();
    for (const { file, tag, heldOut } of sidedTags())
      if (!("shot" in tag) && !firstTags.has(`${file}:${tag.scene}`))
        firstTags.set(`${file}:${tag.scene}`, { elements: tag.elements, heldOut });
    const sides = { dev: { scenes: 0 }, held: { scenes: 0 } };
    const readers = new Map<ElementKind, Sides>();
    const reading = new Map<ElementKind, Sides>();
    for (const kind of ELEMENT_KINDS) {
      readers.set(kind, { dev: none(), held: none() });
      reading.set(kind, { dev: none(), held: none() });
    }
    for (const second of secondReader.scenes) {
      const first = firstTags.get(`${second.file}:${second.scene}`);
      const scene = breakdownOf(second.file)?.scenes.find((item) => item.number === second.scene);
      // Measured where the breakdown can be read too, so both figures stand on the same scenes.
      if (!first || !scene) continue;
      const side = first.heldOut ? "held" : "dev";
      sides[side].scenes++;
      for (const kind of ELEMENT_KINDS) {
        const tagged = first.elements.includes(kind);
        tally(readers.get(kind)![side], tagged, second.elements.includes(kind));
        tally(reading.get(kind)![side], tagged, scene.elements[kind].length > 0);
      }
    }
    const counted = `${sides.dev.scenes} dev, ${sides.held.scenes} held-out scenes`;
    return ELEMENT_KINDS.flatMap((kind) => [
      row(`${kind}: a second reader's agreement with the hand tags, F1 (${counted})`, readers.get(kind)!),
      row(`${kind}: the breakdown's agreement with the hand tags on the same scenes, F1`, reading.get(kind)!),
    ]);
  },
};
