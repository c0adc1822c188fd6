import { join } from "node:path";

/**
 * The shared real-world fixtures (third-party scripts and decks, not redistributed in this repo):
 * FIXTURES_DIR, else the team's shared folder.
 */
export const REAL_FIXTURES_DIR = process.env.FIXTURES_DIR ?? "/work/shared/fixtures/real";

export function realFixture(name: string): string {
  return join(REAL_FIXTURES_DIR, name);
}
