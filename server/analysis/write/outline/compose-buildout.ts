import type { Signals } from "#analysis/read/pitch/signals";
import type { DeckBuildout } from "#domain/deck-buildout";
import { composeCharacters } from "./compose-characters";
import { composeCover } from "./compose-cover";
import { composeFundingAndTeam } from "./compose-funding-team";
import {
  composeStartupStory,
  composeStartupTeam,
  composeStartupThemes,
  composeStartupWorld,
  startupLogline,
  startupTagline,
} from "./compose-startup";
import { composeStory } from "./compose-story";
import { composeThemes } from "./compose-themes";
import { composeTone } from "./compose-tone";
import { composeWorld } from "./compose-world";
import { gatherOutlineFacts, type OutlineSources } from "./outline-facts";
import { draftTagline } from "./tagline";

/**
 * The Complete Deck Outline, written from what the reader and the judge found in the user's
 * material: its story, people, places and words. Where the material is silent, a field says so
 * in one line instead of inventing (docs/product.md §"The Complete Deck Outline").
 */
export function composeBuildout(
  signals: Signals,
  sources: OutlineSources = { model: null, judgement: null },
): DeckBuildout {
  const facts = gatherOutlineFacts(signals, sources);
  const isStartup = facts.kind === "startup-deck";
  const story = isStartup ? composeStartupStory(facts) : composeStory(facts);
  const characters = isStartup ? composeStartupTeam(facts) : composeCharacters(facts);
  const { section: tone, fits } = composeTone(facts);
  const tagline =
    (isStartup ? startupTagline(facts) : null) ??
    draftTagline(
      facts,
      tone.tone_slugs.map((slug) => slug.phrase),
    );
  const cover = composeCover(facts, tagline, story.paragraphs);
  const logline = isStartup ? startupLogline(facts) : null;
  return {
    cover_and_logline: logline ? { ...cover, logline } : cover,
    tone_and_visual: tone,
    world: isStartup ? composeStartupWorld(facts) : composeWorld(facts),
    story_summary: story,
    characters,
    themes_and_why_now: isStartup ? composeStartupThemes(facts) : composeThemes(facts),
    funding_and_team: composeFundingAndTeam(facts, fits),
  };
}
