import type { DeckBuildout } from "#domain/deck-buildout";
import type { EvidenceFacts } from "./evidence-facts";
import { verifyText } from "./verify-text";

const ok = (text: string, facts: EvidenceFacts) => verifyText(` ${text}`, facts).length === 0;

function kept(paragraphs: string[], fallback: string[], facts: EvidenceFacts): string[] {
  const verified = paragraphs.filter((paragraph) => ok(paragraph, facts));
  return verified.length > 0 ? verified : fallback;
}

/**
 * The outline's facts are checked like the report's: characters and team must be named in the
 * material, story and world paragraphs must quote and name only what it holds. Tone, comps and visual
 * prompts are suggestions, not facts about the project, and stay the model's.
 */
export function groundBuildout(
  outline: DeckBuildout,
  builtin: DeckBuildout | undefined,
  facts: EvidenceFacts,
): DeckBuildout {
  const fallback = builtin ?? outline;
  const team = outline.funding_and_team.team;
  const ownTeam = fallback.funding_and_team.team;
  const characters = outline.characters.character_list.filter(
    (card) => ok(card.name, facts) && ok(card.description, facts),
  );
  return {
    ...outline,
    cover_and_logline: {
      ...outline.cover_and_logline,
      logline: ok(outline.cover_and_logline.logline, facts)
        ? outline.cover_and_logline.logline
        : fallback.cover_and_logline.logline,
    },
    world: { paragraphs: kept(outline.world.paragraphs, fallback.world.paragraphs, facts) },
    story_summary: {
      paragraphs: kept(outline.story_summary.paragraphs, fallback.story_summary.paragraphs, facts),
    },
    characters: { character_list: characters.length > 0 ? characters : fallback.characters.character_list },
    funding_and_team: {
      ...outline.funding_and_team,
      team: {
        director: ok(team.director, facts) ? team.director : ownTeam.director,
        writer: ok(team.writer, facts) ? team.writer : ownTeam.writer,
        producers: team.producers.filter((producer) => ok(producer, facts)),
        notes: ok(team.notes, facts) ? team.notes : ownTeam.notes,
      },
    },
  };
}
