import { ELEMENT_KINDS, type ElementKind } from "#domain/production-breakdown";
import { breakdownOf } from "./breakdown-tags";
import unseen from "./corpus/breakdown/unseen-scripts.json";
import type { EvalRow, EvalSuite } from "./eval-row";

interface Tally {
  hit: number;
  found: number;
  tagged: number;
}

/** Precision and recall, 1 where there is nothing to measure (no find, no tag). */
export const precisionOf = ({ hit, found }: Tally) => (found ? hit / found : 1);
export const recallOf = ({ hit, tagged }: Tally) => (tagged ? hit / tagged : 1);

// Printed to be read beside the breakdown suite's held-out column, not held: a check by script.
const row = (metric: string, value: number): EvalRow => ({
  suite: "breakdown, unseen scripts",
  metric,
  value,
  unit: "share",
  direction: "max",
  threshold: Number.POSITIVE_INFINITY,
});

/**
 * The breakdown's element kinds on scenes of scripts no rule was written from: the interleaved
 * held-out quarter shares its scripts (and their writers' habits) with the dev tags, so this is
 * the figure that says how the reading fares on a new writer's pages.
 */
export const breakdownUnseenSuite: EvalSuite = {
  name: "breakdown, unseen scripts",
  run() {
    const tallies = new Map<ElementKind, Tally>(
      ELEMENT_KINDS.map((kind) => [kind, { hit: 0, found: 0, tagged: 0 }]),
    );
    const files = new Set<string>();
    let scenes = 0;
    for (const tag of unseen.scenes) {
      const scene = breakdownOf(tag.file)?.scenes.find((item) => item.number === tag.scene);
      if (!scene) continue;
      scenes++;
      files.add(tag.file);
      for (const kind of ELEMENT_KINDS) {
        const tally = tallies.get(kind)!;
        const tagged = tag.elements.includes(kind);
        const found = scene.elements[kind].length > 0;
        if (tagged) tally.tagged++;
        if (found) tally.found++;
        if (tagged && found) tally.hit++;
      }
    }
    // The unseen scripts are all in the extended corpus: without it, say so rather than print figures.
    if (!scenes)
      return [
        {
          ...row("not measured: the unseen scripts are in the extended corpus (FIXTURES_DIR)", 0),
          pending: true,
        },
      ];
    const on = `${scenes} scenes of ${files.size} scripts`;
    return ELEMENT_KINDS.flatMap((kind) => {
      const tally = tallies.get(kind)!;
      return [
        row(`${kind} precision on ${on} (${tally.found} found)`, precisionOf(tally)),
        row(`${kind} recall on ${on} (${tally.tagged} tagged)`, recallOf(tally)),
      ];
    });
  },
};
