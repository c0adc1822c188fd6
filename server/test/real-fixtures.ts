import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** Real screenplays kept in the repository (redistributable licences; fixtures/real/SOURCES.md). */
export const REPO_FIXTURES_DIR = resolve(import.meta.dirname, "../../fixtures/real");

/**
 * The extended corpus: third-party scripts and decks we may not redistribute. FIXTURES_DIR, else
 * shared/fixtures/real beside the repository (as CI lays it out). Absent on a bare clone.
 */
export const EXTENDED_FIXTURES_DIR =
  process.env.FIXTURES_DIR ?? resolve(import.meta.dirname, "../../../shared/fixtures/real");

export const EXTENDED_CORPUS_AVAILABLE = existsSync(EXTENDED_FIXTURES_DIR);

/** Path of a real fixture: the repository's copy first, else the extended corpus's. */
export function realFixture(name: string): string {
  const inRepo = join(REPO_FIXTURES_DIR, name);
  return existsSync(inRepo) ? inRepo : join(EXTENDED_FIXTURES_DIR, name);
}

/** @public For tests that need one file and can run without the rest of the extended corpus. */
export function hasRealFixture(name: string): boolean {
  return existsSync(realFixture(name));
}

export const EXTENDED_CORPUS_SKIPPED =
  "Extended corpus skipped: ../shared/fixtures/real is not beside this checkout (set FIXTURES_DIR to run it).";
