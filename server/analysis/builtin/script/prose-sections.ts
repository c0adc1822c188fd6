import type { ScriptSection } from "../../../../domain/analysis";
import type { Signals } from "../signals/signals";
import { listPhrase, plural, quote, splitParagraphs } from "../text/words";

/** When the text is prose (treatment, synopsis, bible), structure is read from paragraphs. */
export function proseStructureSection(signals: Signals): ScriptSection {
  const paragraphs = splitParagraphs(signals.body);
  const { averageSentenceWords, longSentences } = signals.readability;
  return {
    id: "structure",
    section: "Structure and Pacing",
    content: [
      `This reads as prose rather than screenplay pages: ${plural(signals.wordCount, "word")} in ${plural(paragraphs.length, "paragraph")}, with no scene headings. That suits a treatment, synopsis or series bible; for a script submission, convert it to screenplay format.`,
      `Sentences average ${Math.round(averageSentenceWords)} words${longSentences ? `, and ${plural(longSentences, "sentence")} run past 35 words` : ""}. ${longSentences > 3 ? "Break the long ones up so each carries one story beat." : "The prose moves at a readable pace."}`,
      "Make the shape visible: mark the inciting incident, the midpoint and the climax, so a reader can see where the story turns.",
    ].join("\n\n"),
  };
}

export function proseCharactersSection(signals: Signals): ScriptSection {
  const [lead, ...rest] = signals.characters;
  if (!lead) {
    return {
      id: "characters",
      section: "Characters",
      content:
        "No named characters appear in the text. Name the lead and the two people who matter most to them, each with an age, a role and one telling detail.",
    };
  }
  return {
    id: "characters",
    section: "Characters",
    content: [
      `${lead.name} is the most present character${rest.length ? `, with ${listPhrase(rest.slice(0, 4).map((c) => c.name))} around them` : ""}.`,
      lead.introduction
        ? `The introduction gives a reader something to hold on to: ${quote(lead.introduction, 25)}.`
        : `${lead.name} is named but not introduced with an age, a role or a defining detail; add one sentence that does.`,
      "For each main character, state what they want, what they fear and how they change; that is the material a character slide needs.",
    ].join("\n\n"),
  };
}

export function proseDialogueSection(signals: Signals): ScriptSection {
  const quoted = signals.body.match(/[“"][^”"]{3,}[”"]/g)?.length ?? 0;
  return {
    id: "dialogue",
    section: "Dialogue",
    content: quoted
      ? `The text includes ${plural(quoted, "quoted line")} of speech. Keep the best ones for the pitch: a single line of dialogue can sell a character's voice faster than a paragraph of description.`
      : "There is no dialogue in the text yet. If you have a scene written, pick one exchange that shows the lead's voice and include it in your pitch materials.",
  };
}
