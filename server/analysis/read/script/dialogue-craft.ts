import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import type { ReadingFlag } from "#domain/script-reading";
import { characterName, collapseSpaces } from "#server/screenplay/patterns";
import courtesyWords from "../../../lexicons/spoken-courtesies.json" with { type: "json" };
import { wordLists } from "../../../lexicons/word-lists";
import type { SceneModel } from "./scene-model";

const COURTESIES = new Set(wordLists(courtesyWords).courtesies);

/** Characters telling each other what both already know. */
const EXPOSITION =
  /\b(as you (well )?know|as you(['’]re| are) (well )?aware|as we both know|as we discussed|like I (told|said to) you|as I (told|said to) you|you already know|you know (full )?well|need I remind you|don['’]t you remember|remember when we|we['’]ve (been \w+ )?(been|known each other) for (\d+|\w+) years|you of all people)\b/i;
/** Cheap gate before the tagger: only sentences that could state a feeling are tagged. */
const ON_THE_NOSE_HINT =
  /\bI feel\b|\bI(['’]m| am) (so|really|very|just|truly|incredibly|completely)\b|\bI(['’]m| am) \w+ (because|that|when|about)\b|\byou make me\b/i;
const ON_THE_NOSE = [
  "i feel (so|really|very|just|truly|incredibly|completely)? #Adjective",
  "i am (so|really|very|just|truly|incredibly|completely) #Adjective",
  "i am #Adjective (because|that|when|about)",
  "you make me (feel)? (so|really|very)? #Adjective",
];
const MAX_FLAGS_PER_KIND = 5;
/** Adjectives that say how sure or sorry someone is, not what they feel ("I'm sure when...", "I'm afraid that..."). */
const NOT_A_FEELING =
  /\b(sure|sorry|afraid|aware|certain|fine|okay|ok|ready|able|late|right|serious|done|here|back)\b/i;
/**
 * A body's state, not a feeling: "I am really high right now", "I'm so hungry". Saying it is a
 * report (often the joke), not an emotion spelled out that the scene should have played. Words
 * that are feelings as often as states ("sick of", "cold") are left out.
 */
const BODILY_STATE =
  /\b(high|baked|stoned|drunk|wasted|hammered|buzzed|tipsy|sober|hungover|hungry|starving|thirsty|sleepy|pregnant)\b/i;

export interface DialogueCraft {
  flags: ReadingFlag[];
  /** Speeches that name the person spoken to, by speaker: name overuse. */
  namings: { speaker: string; named: number; speeches: number; quote: string; page: number }[];
}

/** Only for English dialogue: the patterns are English phrases. */
export function readDialogueCraft(scenes: readonly SceneModel[], names: readonly string[]): DialogueCraft {
  const exposition: ReadingFlag[] = [];
  const onTheNose: ReadingFlag[] = [];
  const namings = new Map<string, { named: number; speeches: number; quote: string; page: number }>();
  const vocative = vocativePattern(names);
  for (const scene of scenes) {
    let speaker = "";
    for (const element of scene.elements) {
      if (element.type === "character") speaker = characterName(element.text);
      if (element.type !== "dialogue") continue;
      const text = collapseSpaces(element.text);
      const page = element.page ?? scene.page;
      const expository = EXPOSITION.exec(text);
      if (expository) {
        exposition.push({
          kind: "exposition",
          page,
          scene: scene.number,
          quote: sentenceAround(text, expository.index),
          note: `${speaker || "A character"} tells someone what they both already know (“${expository[0]}”).`,
        });
      }
      const hint = ON_THE_NOSE_HINT.exec(text);
      if (hint) {
        const doc = nlp(sentenceAround(text, hint.index));
        for (const pattern of ON_THE_NOSE) {
          const found = doc.match(pattern).first();
          if (!found.found) continue;
          const phrase = found.text().replace(/[,.!?]+$/, "");
          const stated = phrase.split(" ").slice(-2).join(" ");
          if (NOT_A_FEELING.test(stated) || BODILY_STATE.test(stated)) continue;
          const at = text.indexOf(phrase);
          // "I'm so glad you're here": a warm word said to the listener is a greeting, not a feeling announced.
          const sentence = at >= 0 ? sentenceAround(text, at) : text;
          if (COURTESIES.has(phrase.split(" ").at(-1)!.toLowerCase()) && /\byou\b/i.test(sentence)) continue;
          onTheNose.push({
            kind: "on-the-nose",
            page,
            scene: scene.number,
            quote: at >= 0 ? sentenceAround(text, at) : text,
            note: `${speaker || "A character"} states the feeling outright (“${phrase}”) instead of letting it play.`,
          });
          break;
        }
      }
      if (speaker && vocative) {
        const entry = namings.get(speaker) ?? { named: 0, speeches: 0, quote: "", page };
        entry.speeches++;
        const named = vocative.exec(text);
        if (named && characterName(named[1] ?? "") !== speaker) {
          entry.named++;
          if (!entry.quote) {
            entry.quote = sentenceAround(text, named.index);
            entry.page = page;
          }
        }
        namings.set(speaker, entry);
      }
    }
  }
  return {
    flags: [...exposition.slice(0, MAX_FLAGS_PER_KIND), ...onTheNose.slice(0, MAX_FLAGS_PER_KIND)],
    namings: [...namings.entries()]
      .map(([speaker, entry]) => ({ speaker, ...entry }))
      .filter((entry) => entry.named >= 4 && entry.named / entry.speeches >= 0.3),
  };
}

/** A character's name said to them: "Tom, listen." or "Listen, Tom." */
function vocativePattern(names: readonly string[]): RegExp | null {
  const forms = names
    .filter((name) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(name) && name.length > 2)
    .map((name) => name.charAt(0) + name.slice(1).toLowerCase())
    .map((name) => escapeRegex(name));
  if (forms.length === 0) return null;
  const alternatives = forms.join("|");
  return new RegExp(`(?:^|[,.!?]\\s+|,\\s*)(${alternatives})(?=[,.!?])`, "u");
}

/** The sentence of `text` that holds position `at`, verbatim. */
export function sentenceAround(text: string, at: number): string {
  const starts = [...text.slice(0, at).matchAll(/[.!?…]["”’)]?\s+/g)];
  const start = starts.length ? starts.at(-1)!.index! + starts.at(-1)![0].length : 0;
  const end = /[.!?…]["”’)]?(\s|$)/.exec(text.slice(at));
  return text.slice(start, end ? at + end.index + end[0].trimEnd().length : text.length).trim();
}
