import type { DeckBuildout } from "../../../../domain/deck-buildout";
import type { Signals } from "../signals/signals";
import { listPhrase, plural, splitParagraphs } from "../text/words";
import { fullSentences, proseParagraphs, setting, workName } from "./material";

const PLACE =
  /\b(set (?:in|on|at|aboard)|takes place|the world of|small town|island|village|city of|planet|kingdom)\b/i;

export function composeWorld(signals: Signals): DeckBuildout["world"] {
  const place = setting(signals);
  const paragraphs: string[] = [];
  if (place) paragraphs.push(place);
  const stats = signals.screenplay;
  if (stats) {
    paragraphs.push(
      `On the page the world spans ${plural(stats.scenes, "scene")}: ${stats.interiorScenes} interior and ${stats.exteriorScenes} exterior, ${stats.dayScenes} by day and ${stats.nightScenes} by night.${stats.longestScenes[0] ? ` Its centre of gravity is ${stats.longestScenes[0].heading}, the longest scene.` : ""}`,
    );
  } else if (!place) {
    const slide = proseParagraphs(signals, 1, /world|setting|where/i)[0];
    const described =
      slide && signals.slides.length
        ? slide
        : signals.sentences
            .filter((s) => PLACE.test(s))
            .slice(0, 2)
            .join(" ");
    if (described) paragraphs.push(described);
  }
  if (!paragraphs.length) {
    paragraphs.push(
      `Add where and when ${workName(signals)} takes place, the rules of that world and what makes it visually distinct.`,
    );
  }
  return { paragraphs };
}

export function composeStory(signals: Signals): DeckBuildout["story_summary"] {
  const paragraphs: string[] = [];
  if (signals.answers.synopsis) paragraphs.push(...splitParagraphs(signals.answers.synopsis));
  else paragraphs.push(...proseParagraphs(signals, 3, /story|synopsis|plot|summary/i));
  if (!paragraphs.length && signals.logline) paragraphs.push(signals.logline.text);
  if (signals.answers.obstacle) paragraphs.push(`What stands in the way: ${signals.answers.obstacle}`);
  if (signals.answers.transformation)
    paragraphs.push(`How it changes them: ${signals.answers.transformation}`);
  if (!signals.answers.synopsis && !proseParagraphs(signals, 1).length) {
    paragraphs.push(
      `Add a synopsis of 150 to 300 words${signals.characters.length ? ` following ${listPhrase(signals.characters.slice(0, 2).map((c) => c.name))}` : ""}: the setup, the turning points and how it ends.`,
    );
  }
  return { paragraphs };
}

export function composeThemes(signals: Signals): DeckBuildout["themes_and_why_now"] {
  const { answers } = signals;
  const core =
    answers.theme ??
    (signals.themeWords.length
      ? `${workName(signals)} returns again and again to ${listPhrase(signals.themeWords.slice(0, 3))}. Add one sentence on what the story says about ${signals.themeWords[0]}.`
      : `Add the theme beneath the plot (for example grief, belonging or power) and the question ${workName(signals)} asks about it.`);
  const relevance = [answers.urgency, answers.conversation, answers.legacy].filter(
    (value): value is string => !!value,
  );
  if (!answers.urgency) relevance.push(...fullSentences(signals.market.whyNow, 2));
  if (!relevance.length)
    relevance.push(
      "Add why this story matters now: the trend, debate or anniversary it speaks to, with one fact.",
    );
  return { core_themes: core, cultural_relevance: relevance };
}
