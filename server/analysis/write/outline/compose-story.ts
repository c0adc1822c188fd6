import { countWords, escapeRegex, listPhrase, splitParagraphs } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import type { OutlineFacts } from "./outline-facts";
import { isStatement, proseCase, say, sentences } from "./outline-text";
import type { StoryScene } from "./script-scenes";
import { firstName } from "./story-person";

const MIN_WORDS = 120;

interface Part {
  label: string;
  scenes: StoryScene[];
}

/** The writer's acts when the reader found them, else setup, middle and ending by page. */
function parts(facts: OutlineFacts): Part[] {
  const { scenes } = facts;
  if (facts.acts.length >= 2) {
    return facts.acts.map((act) => ({
      label: act.label,
      scenes: scenes.filter((scene) => scene.page >= act.startPage && scene.page <= act.endPage),
    }));
  }
  const last = scenes.at(-1)?.page ?? 1;
  const cut = (from: number, to: number) => scenes.filter((scene) => scene.page > from && scene.page <= to);
  return [
    { label: "The setup", scenes: cut(0, Math.ceil(last * 0.25)) },
    { label: "The middle", scenes: cut(Math.ceil(last * 0.25), Math.ceil(last * 0.75)) },
    { label: "The ending", scenes: cut(Math.ceil(last * 0.75), last) },
  ];
}

/** Action sentences that carry the story: a person of the story doing something, in order. */
function storySentences(facts: OutlineFacts, scenes: readonly StoryScene[], count: number): string[] {
  const cues = facts.people.flatMap((person) => [person.cue ?? "", firstName(person)]).filter(Boolean);
  const named = (sentence: string) => cues.some((cue) => new RegExp(`\\b${cue}\\b`, "i").test(sentence));
  const candidates = scenes.flatMap((scene) =>
    scene.action
      .flatMap(sentences)
      .filter(
        (sentence) =>
          isStatement(sentence, 7, 40) && named(sentence) && !/^(?:we|on|angle|close)\b/i.test(sentence),
      )
      .map((sentence) => ({ sentence, scene })),
  );
  if (!candidates.length) return [];
  const picked: typeof candidates = [];
  for (let i = 0; i < count; i++) {
    const at = Math.min(
      candidates.length - 1,
      Math.round((i * (candidates.length - 1)) / Math.max(1, count - 1)),
    );
    const candidate = candidates[at];
    if (candidate && !picked.includes(candidate)) picked.push(candidate);
  }
  return picked.map(({ sentence }) => proseCase(sentence, facts.people));
}

/** The reader's synopsis in prose case, one paragraph per act it walks through. */
function readersSynopsis(facts: OutlineFacts, synopsis: string): string[] {
  const labels = facts.acts.map((act) => act.label).filter(Boolean);
  const pattern = labels.length
    ? new RegExp(`\\s(?=(?:${labels.map(escapeRegex).join("|")}) \\(pages?)`, "g")
    : null;
  return splitParagraphs(synopsis)
    .flatMap((paragraph) => (pattern ? paragraph.split(pattern) : [paragraph]))
    .map((paragraph) => proseCase(paragraph.trim(), facts.people))
    .filter(Boolean);
}

function scriptStory(facts: OutlineFacts): string[] {
  const synopsis = facts.reading?.synopsis.trim() ?? "";
  if (countWords(synopsis) >= MIN_WORDS) return readersSynopsis(facts, synopsis);
  const pieces = parts(facts).filter((part) => part.scenes.length);
  const perPart = Math.max(2, Math.ceil(9 / Math.max(1, pieces.length)));
  return pieces.map((part) => {
    const first = part.scenes[0];
    const last = part.scenes.at(-1);
    const pages = first && last ? ` (pages ${first.page}–${last.page})` : "";
    return `${part.label}${pages}: ${storySentences(facts, part.scenes, perPart).join(" ")}`;
  });
}

function ideaStory(facts: OutlineFacts): string[] {
  const { answers } = facts.signals;
  const paragraphs = answers.synopsis ? splitParagraphs(answers.synopsis) : [];
  if (!paragraphs.length) {
    const prose = facts.signals.sentences.filter((sentence) => isStatement(sentence, 8, 60));
    for (let i = 0; i < Math.min(prose.length, 12); i += 4) paragraphs.push(prose.slice(i, i + 4).join(" "));
  }
  const text = () => paragraphs.join(" ");
  const missing = facts.leads.filter((lead) => !text().includes(firstName(lead)));
  if (missing.length && answers.protagonist) paragraphs.unshift(answers.protagonist);
  if (countWords(text()) < MIN_WORDS && answers.obstacle && !text().includes(answers.obstacle))
    paragraphs.push(`Standing in the way: ${answers.obstacle}`);
  if (countWords(text()) < MIN_WORDS && answers.transformation) paragraphs.push(answers.transformation);
  return paragraphs;
}

export function composeStory(facts: OutlineFacts): DeckBuildout["story_summary"] {
  const paragraphs = (facts.kind === "script" ? scriptStory(facts) : ideaStory(facts)).map((p) =>
    say(facts.said, p),
  );
  if (!paragraphs.length) {
    const named = facts.people.slice(0, 2).map((person) => person.name);
    paragraphs.push(
      `The material does not yet tell the story from beginning to end${named.length ? ` for ${listPhrase(named)}` : ""}: a synopsis of 150 to 300 words, with the setup, the turning points and the ending, would fill this section.`,
    );
  }
  return { paragraphs };
}
