import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyzeRequest } from "../../domain/analyze-request";
import { createBuiltinEngine } from "../analysis/engine/create-builtin-engine";
import { scriptInput } from "../analysis/test/inputs";
import type { DatabaseHandle } from "../db/connect";
import { countingSelects } from "../test/counting-selects";
import { createTestDatabase } from "../test/test-database";
import { comparableRecord } from "./comparable-version";
import { createHistoryRecord } from "./create-history-record";
import { listHistory } from "./list-history";
import { admitVersion } from "./previous-version";
import { createRecordJsonCache } from "./record-json-cache";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const engine = createBuiltinEngine();
const roomy = { quota: { maxVersions: 10, maxBytes: 10 * 1024 * 1024 }, addingBytes: 1000 };

async function storeScript(sessionId: string, projectTitle: string, pitchText: string) {
  const input = scriptInput({ projectTitle, pitchText });
  const request: AnalyzeRequest = { ...input, genre: input.genre ?? null };
  return createHistoryRecord(database.db, sessionId, request, await engine.analyze(input));
}

describe("admitting a version and finding the one before it", () => {
  it("finds the newest version of the same project, read from the database or from the JSON this server kept, alike", async () => {
    const db = database.db;
    const first = await storeScript("prev-1", "Night Ferry", scriptInput().pitchText);
    const second = await storeScript(
      "prev-1",
      "Night Ferry",
      `${scriptInput().pitchText}\nINT. HOLD - DAY\n\nIris waits.\n`,
    );
    await storeScript("prev-1", "Another Project", scriptInput().pitchText);
    await storeScript("prev-2", "Night Ferry", scriptInput().pitchText); // another visitor's
    const project = { projectTitle: " Night Ferry ", pitchText: "the next draft" };

    const expected = comparableRecord((await listHistory(db, "prev-1")).find((r) => r.id === second.id)!);
    expect(expected.reading).not.toBeNull();
    const counting = countingSelects(db);
    const fromDatabase = await (await admitVersion(counting.db, "prev-1", roomy, project)).previous;
    expect(fromDatabase).toStrictEqual(expected);
    expect(counting.selects()).toBe(4); // one statement (three selects) admits and finds it; one more reads its text

    const kept = createRecordJsonCache();
    kept.remember(second);
    counting.reset();
    const fromKept = await (await admitVersion(counting.db, "prev-1", roomy, project, kept)).previous;
    expect(fromKept).toStrictEqual(expected);
    expect(counting.selects()).toBe(3); // the text and reading were kept
    expect(first.id).not.toBe(second.id);

    expect(await (await admitVersion(db, "prev-1", roomy, null)).previous).toBeNull();
    expect(await (await admitVersion(db, "prev-3", roomy, project)).previous).toBeNull();
  });

  it("refuses with the quota's sentence when the session has no room, in the same read", async () => {
    await storeScript("prev-4", "Night Ferry", scriptInput().pitchText);
    const full = { quota: { maxVersions: 1, maxBytes: 10 * 1024 * 1024 }, addingBytes: 1000 };
    await expect(
      admitVersion(database.db, "prev-4", full, { projectTitle: "Night Ferry", pitchText: "x" }),
    ).rejects.toThrow(
      /^Your saved projects are full: each visitor can keep 1 versions and 10 MB, and you have 1 versions/,
    );
    const tooBig = { quota: { maxVersions: 5, maxBytes: 100 }, addingBytes: 1 };
    await expect(admitVersion(database.db, "prev-4", tooBig, null)).rejects.toThrow(
      /^Your saved projects are full/,
    );
  });
});
