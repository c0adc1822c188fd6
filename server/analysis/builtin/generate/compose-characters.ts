import type { CharacterCard, DeckBuildout } from "../../../../domain/deck-buildout";
import type { Signals } from "../signals/signals";
import { clause } from "./material";

function castingVisual(description: string | null, name: string): string {
  return description
    ? `Casting image for ${name}: a portrait that reads as “${clause(description, 14)}”.`
    : `Add ${name}'s age and one defining detail so a casting image can be chosen.`;
}

export function composeCharacters(signals: Signals): DeckBuildout["characters"] {
  const cards: CharacterCard[] = [];
  const lead = signals.protagonist;
  const stats = signals.screenplay;
  if (lead) {
    const description =
      signals.answers.protagonist ?? signals.characters.find((c) => c.name === lead)?.introduction ?? null;
    cards.push({
      name: lead,
      description:
        description ??
        `${lead} is your lead. Add their age, what they want and the flaw the story will test.`,
      casting_visual: castingVisual(description, lead),
    });
  }
  for (const character of signals.characters) {
    if (cards.length >= 5) break;
    if (cards.some((card) => card.name === character.name)) continue;
    const speaker = stats?.speakingCharacters.find((person) => person.name === character.name);
    const description =
      character.introduction ??
      (speaker
        ? `Speaks ${speaker.speeches} times (${speaker.words.toLocaleString("en-US")} words) in the script. Add who they are to ${lead ?? "the lead"} and what they want.`
        : null);
    cards.push({
      name: character.name,
      description: description ?? `Add who ${character.name} is to ${lead ?? "the lead"} and what they want.`,
      casting_visual: castingVisual(character.introduction, character.name),
    });
  }
  if (signals.answers.obstacle && cards.length < 6) {
    cards.push({
      name: "The opposition",
      description: signals.answers.obstacle,
      casting_visual: "Name the person or force in the way and describe how they look when they are winning.",
    });
  }
  if (!cards.length) {
    cards.push({
      name: "Add your protagonist",
      description:
        "Give your lead a name, an age, a goal and a flaw; add the two people who matter most to them.",
      casting_visual: "Once the lead is described, this card holds their casting reference.",
    });
  }
  return { character_list: cards };
}
