import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { realFixture } from "../test/real-fixtures";
import { createExtractionPool, type ExtractionPool } from "./extract-text";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob } from "./extraction-job";

let dir: string;
let pool: ExtractionPool;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "greenlit-pool-"));
  pool = createExtractionPool(1);
  await pool.ready();
});
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

const job = (filePath: string, format: ExtractionJob["format"]): ExtractionJob => ({
  filePath,
  format,
  stage: "script",
  pdfExtractor: "pdfjs",
  ocrEngine: "tesseract.js",
  pageRenderer: "pdfjs",
  withScreenplay: true,
  budgetMs: 60_000,
});

it("fails a job past its timeout, and keeps serving on a fresh worker", async () => {
  const error = await pool
    .run(job(realFixture("big_fish__screenplain.pdf"), "pdf"), 1)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExtractionFailure);
  expect((error as ExtractionFailure).reason).toBe("timeout");
  const next = await pool.run(
    job(realFixture("my_living_memory__afterwriting.fountain"), "fountain"),
    60_000,
  );
  expect(next.screenplay?.scenes).toBe(9);
});

it("runs queued jobs in turn on one worker", async () => {
  const path = realFixture("my_living_memory__afterwriting.fountain");
  const results = await Promise.all([1, 2, 3].map(() => pool.run(job(path, "fountain"), 60_000)));
  expect(results.map((result) => result.screenplay?.scenes)).toEqual([9, 9, 9]);
});
