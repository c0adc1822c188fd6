import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/database-errors";
import { sessionIdOf } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { serializeError } from "./logger-options";

const PITCH =
  "ZEBRA-DB-PLOT-9182: a lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.";

let t: TestApp;
let log = "";
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info" },
    deps: {
      logStream: {
        write: (line: string) => {
          log += line;
        },
      },
    },
  });
});
afterAll(() => t.app.close());

describe("logging when the database fails mid-request", () => {
  it("logs the failure by type against its request, without the query's values", async () => {
    const visitor = await newVisitor(t.app);
    await t.database.close();

    const analyze = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: visitor },
      payload: {
        pitchText: PITCH,
        projectTitle: "ZEBRA-DB-TITLE-4471",
        projectStage: "idea",
        genre: "Drama",
      },
    });
    expect(analyze.statusCode).toBe(503);
    expect(analyze.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(history.statusCode).toBe(503);

    const failures = log
      .split("\n")
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { msg?: string; reqId?: string; err?: { type: string; message: string } },
      )
      .filter((line) => line.msg === "database unavailable");
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failure.err?.message).toMatch(/^Failed query: .+ \[data withheld\]/s);
    }
    for (const content of [
      "ZEBRA-DB-PLOT-9182",
      "storm-battered",
      "ZEBRA-DB-TITLE-4471",
      sessionIdOf(visitor),
    ]) {
      expect(log, content).not.toContain(content);
    }
  });
});

describe("serializeError", () => {
  it("keeps type, code, status and frames, and drops every other field of the error and its causes", () => {
    const cause = Object.assign(new Error('Type validation failed: Value: {"quoted":"ZEBRA"}'), {
      value: { quoted: "ZEBRA" },
    });
    const error = Object.assign(new Error("upstream failed", { cause }), {
      code: "upstream",
      statusCode: 502,
      requestBodyValues: { prompt: "ZEBRA" },
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: "Error",
      code: "upstream",
      statusCode: 502,
      message: "upstream failed: caused by: Type validation failed: [data withheld]",
      causes: ["Error"],
    });
    expect(serialized.stack).toMatch(/^Error: upstream failed\n\s+at /);
    expect(JSON.stringify(serialized)).not.toContain("ZEBRA");
  });

  it("describes a thrown non-error without its value", () => {
    expect(serializeError("ZEBRA secret string")).toMatchObject({ message: "[non-error value withheld]" });
  });
});
