import { describe, expect, it } from "vitest";
import { buildCombinedText } from "./questionnaire";
import { isSameStory, storyFingerprint, storyOverlap } from "./story-fingerprint";

const LIGHTHOUSE =
  "A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone. As the winter storms close the harbour, he must choose between the only company he has known in years and the neighbours who keep him fed.";
const HEIST =
  "Three retired circus acrobats plan one last heist inside a Las Vegas casino vault, but the youngest of them has secretly been working for the casino owner all along, and the vault holds her mother's ashes.";

describe("story fingerprint", () => {
  it("the same material is the same story", () => {
    expect(storyOverlap(storyFingerprint(LIGHTHOUSE), storyFingerprint(LIGHTHOUSE))).toBe(1);
  });

  it("the same story grown by questionnaire answers, or lightly edited, is still the same story", () => {
    const first = storyFingerprint(LIGHTHOUSE);
    const enhanced = buildCombinedText(LIGHTHOUSE, {
      logline: "A lonely keeper shelters a girl the sea gave back.",
      synopsis: "Winter. The island. A girl on the rocks who should be dead. ".repeat(4),
      vibes: "Bleak, tender, salt-stung",
    });
    expect(isSameStory(first, storyFingerprint(enhanced))).toBe(true);
    const edited = LIGHTHOUSE.replace("storm-battered", "wind-scoured").replace("winter", "autumn");
    expect(isSameStory(first, storyFingerprint(edited))).toBe(true);
  });

  it("an unrelated story is not, even under the questionnaire's labels and placeholders", () => {
    const first = storyFingerprint(buildCombinedText(LIGHTHOUSE, {}));
    expect(storyOverlap(first, storyFingerprint(buildCombinedText(HEIST, {})))).toBeLessThan(0.1);
    expect(isSameStory(first, storyFingerprint(HEIST))).toBe(false);
    const answersOnly = (logline: string) => storyFingerprint(buildCombinedText("", { logline }));
    expect(isSameStory(answersOnly(LIGHTHOUSE), answersOnly(HEIST))).toBe(false);
  });

  it("is small and plain JSON, so it is stored beside the purchase", () => {
    const fingerprint = storyFingerprint(LIGHTHOUSE.repeat(50));
    expect(fingerprint.hashes).toHaveLength(64);
    expect(JSON.parse(JSON.stringify(fingerprint))).toEqual(fingerprint);
  });
});
