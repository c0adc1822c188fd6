import { join, resolve } from "node:path";

/**
 * The shared real-world fixtures (third-party scripts and decks, not redistributed in this repo):
 * FIXTURES_DIR, else shared/fixtures/real beside the repository (as CI lays it out).
 */
export const REAL_FIXTURES_DIR =
  process.env.FIXTURES_DIR ?? resolve(process.cwd(), "../shared/fixtures/real");

export function realFixture(name: string): string {
  return join(REAL_FIXTURES_DIR, name);
}
