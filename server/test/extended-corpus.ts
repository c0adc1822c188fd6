import { describe } from "vitest";
import { EXTENDED_CORPUS_AVAILABLE, EXTENDED_CORPUS_SKIPPED } from "./real-fixtures";

/**
 * Tests on files outside fixtures/real (decks, scripts we may not redistribute): they run when the
 * extended corpus is beside the checkout and say plainly that they were skipped when it is not.
 */
export function describeExtendedCorpus(title: string, body: () => void): void {
  if (!EXTENDED_CORPUS_AVAILABLE) console.info(`${EXTENDED_CORPUS_SKIPPED} (${title})`);
  describe.runIf(EXTENDED_CORPUS_AVAILABLE)(`extended corpus: ${title}`, body);
}
