import { nameCase } from "#analysis/read/text/names";
import { countWords } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import { draftLogline, draftScriptLogline, tightenLogline } from "./logline-text";
import type { OutlineFacts } from "./outline-facts";
import { clip, isWorn, proseCase, say, sentences } from "./outline-text";
import type { StoryScene } from "./script-scenes";
import { firstName } from "./story-person";

function writersLogline(facts: OutlineFacts): string | null {
  const { logline } = facts.signals;
  if (logline && logline.source !== "detected" && countWords(logline.text) >= 8) return logline.text;
  if (facts.reading?.logline?.source === "writer") return facts.reading.logline.text;
  return null;
}

export function composeLogline(facts: OutlineFacts, summary: readonly string[]): string {
  const own = writersLogline(facts);
  if (own) return tightenLogline(own);
  const reader = facts.reading?.logline?.text;
  if (reader && countWords(reader) >= 15) return tightenLogline(reader);
  const drafted = facts.kind === "script" ? draftScriptLogline(facts) : null;
  if (drafted && countWords(drafted) >= 15) return drafted;
  return (
    draftLogline(facts, summary) ??
    `${facts.title} does not state its logline, and the material is too thin to draft one from its lead, goal and stakes.`
  );
}

function sceneMoment(scene: StoryScene, facts: OutlineFacts, label: string): string {
  const intros = new Set(facts.people.map((person) => person.intro));
  const lines = scene.action.flatMap(sentences).filter((sentence) => countWords(sentence) >= 5);
  const fresh = lines.filter((sentence) => !isWorn(facts.said, proseCase(sentence, facts.people)));
  const action =
    fresh.find((sentence) => ![...intros].some((intro) => intro?.includes(sentence))) ?? fresh[0] ?? "";
  say(facts.said, proseCase(action, facts.people));
  return `${label}: ${nameCase(scene.place)}${scene.time ? `, ${scene.time.toLowerCase()}` : ""} (page ${scene.page}). ${clip(proseCase(action, facts.people), 22)}`;
}

function scriptPrompts(facts: OutlineFacts): string[] {
  const { scenes, leads } = facts;
  const first = scenes[0];
  const last = scenes.at(-1);
  const lead = leads[0];
  const cues = leads.map((person) => person.cue ?? "");
  const together = scenes.filter((scene) => cues.every((cue) => scene.speakers.includes(cue)));
  const leadScenes = together.length
    ? together
    : scenes.filter((scene) => scene.speakers.includes(cues[0] ?? ""));
  // Key art: the fullest scene the leads share in the middle half of the script.
  const centre = leadScenes.slice(Math.floor(leadScenes.length / 4), Math.ceil((leadScenes.length * 3) / 4));
  const words = (scene: StoryScene) => scene.action.join(" ").split(" ").length + scene.speakers.length * 20;
  const middle = [...centre].sort((a, b) => words(b) - words(a))[0] ?? leadScenes[0];
  return [
    first ? sceneMoment(first, facts, "Opening image") : null,
    middle && lead ? sceneMoment(middle, facts, `Key art, ${lead.name}`) : null,
    last && last !== first ? sceneMoment(last, facts, "Final image") : null,
  ].filter((prompt): prompt is string => !!prompt);
}

function ideaPrompts(facts: OutlineFacts): string[] {
  const { answers } = facts.signals;
  const prompts: string[] = [];
  const setting = answers.setting ?? facts.signals.slides.find((s) => /world|setting/i.test(s.title))?.text;
  if (setting) prompts.push(`Cover image, the world: ${clip(setting.replace(/\s+/g, " "), 26)}`);
  const lead = facts.leads[0];
  if (lead) {
    const look = lead.detail ?? lead.intro;
    prompts.push(`Key art, ${lead.name}${look ? `: ${clip(sentences(look)[0] ?? look, 24)}` : ""}`);
  }
  const story = sentences(answers.synopsis ?? "");
  const turn = story.at(-2) ?? story.at(-1);
  if (turn) prompts.push(`A moment from the story: ${clip(turn, 26)}`);
  if (facts.kind === "startup-deck") {
    const proof = facts.signals.sentences.find((s) => /\d/.test(s) && countWords(s) >= 6);
    if (proof) prompts.push(`The number to set large: ${clip(proof, 24)}`);
    const product = facts.signals.sentences.find((s) => /\b(?:our|we)\b/i.test(s) && countWords(s) >= 6);
    if (product) prompts.push(`The product in use: ${clip(product, 24)}`);
  }
  return prompts.filter((prompt) => !isWorn(facts.said, prompt)).map((prompt) => say(facts.said, prompt));
}

export function composeCover(
  facts: OutlineFacts,
  tagline: string,
  summary: readonly string[],
): DeckBuildout["cover_and_logline"] {
  const prompts = facts.kind === "script" ? scriptPrompts(facts) : ideaPrompts(facts);
  const lead = facts.leads[0];
  return {
    headline: facts.title,
    tagline,
    logline: composeLogline(facts, summary),
    visual_prompts: prompts.length
      ? prompts
      : [
          `Title card for ${facts.title}${lead ? ` with ${firstName(lead)} in frame` : ""}, set against the material's own words.`,
        ],
  };
}
