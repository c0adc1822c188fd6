import type { DeckBuildout } from "../../../../domain/deck-buildout";
import { capitalise } from "../scoring/rubric";
import type { Signals } from "../signals/signals";
import { countWords, listPhrase } from "../text/words";
import { clause, setting, workName } from "./material";

function tagline(signals: Signals): string {
  const coverLines = (signals.slides[0]?.text ?? "").split("\n").slice(1);
  const candidates = [signals.answers.conversation, ...coverLines, signals.answers.emotionalImpact].filter(
    (value): value is string => !!value,
  );
  for (const candidate of candidates) {
    const line =
      candidate
        .replace(/\s+/g, " ")
        .trim()
        .split(/(?<=[.?!…])\s/)[0] ?? "";
    if (countWords(line) >= 3 && countWords(line) <= 16 && /[.?!…]$/.test(line)) return line;
  }
  return `Add a tagline: one line of under ten words that captures how ${workName(signals)} should feel.`;
}

export function composeCover(signals: Signals): DeckBuildout["cover_and_logline"] {
  const place = setting(signals);
  const lead = signals.protagonist;
  const tone = signals.toneWords.slice(0, 3);
  const prompts = [
    place
      ? `Cover image: ${clause(place)}${tone.length ? `, with a mood that is ${listPhrase(tone)}` : ""}, and the title set large.`
      : "Cover image: add where and when the story takes place, and the cover can show that world at a glance.",
    lead
      ? `Key art: ${lead} in the frame${signals.answers.protagonist ? `, drawn from your description (${clause(signals.answers.protagonist, 14)})` : ""}, at the moment before everything changes.`
      : "Key art: name your protagonist to build a character-led poster image.",
    tone.length
      ? `Mood frame: light and colour that feel ${listPhrase(tone)}.`
      : "Mood frame: add three to five tone words to set the palette and lighting.",
  ];
  return {
    headline: signals.title ?? "Add your working title",
    tagline: tagline(signals),
    logline:
      signals.logline?.text ??
      `Add your logline: “When [event], ${lead ?? "[protagonist]"} must [goal] before [stakes].”`,
    visual_prompts: prompts,
  };
}

export function composeTone(signals: Signals): DeckBuildout["tone_and_visual"] {
  const place = setting(signals);
  const words = signals.toneWords.slice(0, 4);
  const tone_slugs = words.length
    ? words.map((word) => ({
        phrase: word.charAt(0).toUpperCase() + word.slice(1),
        description: `${workName(signals)} should feel ${word}${place ? ` in ${clause(place, 12)}` : ""}: let it guide lighting, colour and pace on the slides that carry story and character.`,
        image_suggestions: [
          place
            ? `${capitalise(clause(place, 10))}, shot to feel ${word}`
            : `A location from your story, shot to feel ${word}`,
          signals.protagonist
            ? `A close-up of ${signals.protagonist} that feels ${word}`
            : `A close-up of your lead that feels ${word}`,
        ],
      }))
    : [
        {
          phrase: "Define your tone",
          description:
            "Add three to five tone words (for example “tender, eerie, hopeful”) and this slide turns them into visual direction.",
          image_suggestions: [
            "Three reference images that share the feeling you want, each with a one-line caption",
          ],
        },
      ];
  const comps = signals.comps.pairings.length ? signals.comps.pairings : signals.comps.titles;
  return {
    tone_slugs,
    comps: comps.length ? comps : ["Add two comparable titles in the form “X meets Y”"],
    references: signals.visualWords.length
      ? signals.visualWords.slice(0, 5).map((word) => `From your material: ${word}`)
      : ["Add visual references: palette, lighting and camera style, with one image each"],
  };
}
