import type { ScriptSection } from "../../../../domain/analysis";
import { projectName } from "../scoring/rubric";
import type { Signals } from "../signals/signals";
import { CONFLICT_WORDS, STAKES_WORDS } from "../text/lexicons";
import { countTerms, listPhrase, quote } from "../text/words";

function firstProse(body: string): string | null {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .find(
      (p) =>
        p.split(" ").length >= 6 &&
        !/^[\w ]+:\s/.test(p) &&
        !/^(INT|EXT)[. ]/i.test(p) &&
        p !== p.toUpperCase(),
    );
  return paragraph ?? null;
}

function counted(text: string, terms: readonly string[], limit: number): string[] {
  return [...countTerms(text, terms).entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([term, count]) => `“${term}” (${count}×)`);
}

export function storySection(signals: Signals): ScriptSection {
  const lead = signals.characters[0]?.name;
  const second = signals.characters[1]?.name;
  const logline = signals.logline;
  const paragraphs: string[] = [];
  if (logline) {
    const missing = [
      logline.protagonist ? null : "a named lead",
      logline.hasGoal ? null : "an active goal",
      logline.stakes.length ? null : "the stakes",
    ].filter((part): part is string => !!part);
    paragraphs.push(
      `The premise as written: ${quote(logline.text, 45)}. ${missing.length ? `It still needs ${listPhrase(missing)} to work as a pitch line.` : "It names a lead, a goal and the stakes: it can go on the cover of your deck as it is."}`,
    );
  } else {
    paragraphs.push(
      `${projectName(signals).replace(/^y/, "Y")} comes without a logline. ${lead ? `On the page this is ${lead}'s story${second ? `, with ${second} as the other pole` : ""}, and the logline should say so` : "The logline should name the lead"}: one sentence with who they are, what they want and what it costs them to get it.`,
    );
  }
  const opening = firstProse(signals.body);
  if (opening)
    paragraphs.push(
      `The pages open with ${quote(opening, 30)}. First pages decide whether a reader keeps going; this is the tone your pitch should match.`,
    );
  const stakes = counted(signals.body, STAKES_WORDS, 4);
  const conflict = counted(signals.body, CONFLICT_WORDS, 3);
  paragraphs.push(
    stakes.length || conflict.length
      ? `The text keeps returning to ${listPhrase([...stakes, ...conflict].slice(0, 5))}. Those are the stakes and pressures a buyer should hear in the first minute of the pitch.`
      : "The pages rarely name what is at stake or what opposes the lead. Sharpen the cost of failure in the first ten pages, and state it in the pitch.",
  );
  return { id: "story", section: "Premise and Story", content: paragraphs.join("\n\n") };
}

export function toneSection(signals: Signals): ScriptSection {
  const tone = counted(signals.body, signals.toneWords, 4);
  const themes = signals.themeWords.slice(0, 4);
  const emotions = signals.emotionWords.slice(0, 4);
  return {
    id: "tone",
    section: "Tone and Theme",
    content: [
      tone.length
        ? `The writing signals its tone in its own words: ${listPhrase(tone)}.${signals.genre ? ` Check that this matches the ${signals.genre.toLowerCase()} label you pitch it under.` : ""}`
        : `The pages show their tone rather than name it. For the pitch, choose three to five tone words${signals.genre ? ` that place it within ${signals.genre.toLowerCase()}` : ""} and use them on your tone slide.`,
      themes.length
        ? `Thematically it circles ${listPhrase(themes)}${emotions.length ? `, with ${listPhrase(emotions)} as the emotional register` : ""}. State the theme in one sentence in your pitch: it is what makes a buyer feel the story matters.`
        : "The theme is implicit. Write one sentence on what the story is really about beneath the plot; buyers remember themes longer than plot points.",
    ].join("\n\n"),
  };
}

function genreNoun(genre: string): string {
  const nouns: Record<string, string> = {
    "Sci-Fi": "science fiction",
    Horror: "a horror film",
    Documentary: "a documentary",
  };
  return nouns[genre] ?? `a ${genre.toLowerCase()}`;
}

export function marketSection(signals: Signals, formatText: string | null): ScriptSection {
  const { comps, market } = signals;
  const platforms = signals.answers.platform ? [signals.answers.platform] : market.platforms;
  return {
    id: "market",
    section: "Market and Comparables",
    content: [
      `${formatText ? `As ${formatText}, ` : ""}${signals.genre && signals.genre !== "Other" ? `it will be read as ${genreNoun(signals.genre)}` : "its genre should be stated up front"}${platforms.length ? `, aimed at ${listPhrase(platforms.slice(0, 3))}` : ""}.`,
      comps.titles.length
        ? `Your comparables are ${listPhrase(comps.pairings.length ? comps.pairings : comps.titles.slice(0, 4))}. Check that each is recent and found its audience; buyers read comps as a promise about budget and box office.`
        : "No comparable titles come with the script. Choose two recent titles in the same genre and at a similar budget that found their audience, and pitch it as “X meets Y”.",
      market.audience.length || signals.answers.audience
        ? `The audience is described: ${quote(signals.answers.audience ?? market.audience[0] ?? "", 20)}.`
        : "The material does not say who the audience is; add an age range and the titles they already love.",
    ].join("\n\n"),
  };
}
