import type { DeckBuildout } from "../../../../domain/deck-buildout";
import type { Signals } from "../signals/signals";
import { composeCharacters } from "./compose-characters";
import { composeCover, composeTone } from "./compose-cover-tone";
import { composeFundingAndTeam } from "./compose-funding-team";
import { composeStory, composeThemes, composeWorld } from "./compose-story-world";

/**
 * The Complete Deck Outline, built only from the user's material and answers. Where something
 * is missing, the field says what to add instead of inventing it.
 */
export function composeBuildout(signals: Signals): DeckBuildout {
  return {
    cover_and_logline: composeCover(signals),
    tone_and_visual: composeTone(signals),
    world: composeWorld(signals),
    story_summary: composeStory(signals),
    characters: composeCharacters(signals),
    themes_and_why_now: composeThemes(signals),
    funding_and_team: composeFundingAndTeam(signals),
  };
}
