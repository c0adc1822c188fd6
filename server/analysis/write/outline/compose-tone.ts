import { nameCase } from "#analysis/read/text/names";
import { capitalise, escapeRegex, splitSentences } from "#analysis/read/text/words";
import { type CompFit, matchComps } from "#domain/comps-match";
import type { DeckBuildout, ToneSlug } from "#domain/deck-buildout";
import { compProject } from "./comp-project";
import type { OutlineFacts } from "./outline-facts";
import { clip, isWorn, proseCase, quoted, say, sentences } from "./outline-text";
import { TONE_FAMILIES, type ToneFamily } from "./tone-families";

/** A place in the material where a tone shows: a scene (scripts) or a sentence of the answers. */
interface Evidence {
  where: string;
  sentence: string;
  image: string;
  hits: number;
}

function cueRegex(cues: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${cues.map((cue) => escapeRegex(cue)).join("|")})\\b`, "gi");
}

function evidenceFor(facts: OutlineFacts, cues: readonly string[]): Evidence[] {
  const pattern = cueRegex(cues);
  const count = (text: string) => text.match(pattern)?.length ?? 0;
  if (facts.scenes.length) {
    return facts.scenes
      .map((scene) => {
        const text = [...scene.action, ...scene.lines.map((line) => line.text)].join(" ");
        const sentence = [...scene.action.flatMap(sentences), ...scene.lines.map((line) => line.text)].find(
          (s) => count(s),
        );
        const actions = scene.action.flatMap(sentences).filter((s) => s.split(" ").length >= 5);
        const action = actions.find((s) => count(s)) ?? actions[0] ?? "";
        return {
          where: `${nameCase(scene.place)}${scene.time ? `, ${scene.time.toLowerCase()}` : ""} (page ${scene.page})`,
          sentence: sentence ? proseCase(sentence, facts.people) : "",
          image: `${scene.heading}, page ${scene.page}: ${clip(proseCase(action || sentence || "", facts.people), 16)}`,
          hits: count(text),
        };
      })
      .filter((evidence) => evidence.hits > 0 && evidence.sentence)
      .sort((a, b) => b.hits - a.hits);
  }
  const { answers } = facts.signals;
  const sources: [string, string][] = [
    ["the synopsis", answers.synopsis ?? ""],
    ["the setting", answers.setting ?? ""],
    ["the logline", answers.logline ?? ""],
    ["the lead's description", answers.protagonist ?? ""],
    ["what the audience should feel", answers.emotionalImpact ?? ""],
    ["the material", facts.signals.body],
  ];
  return sources.flatMap(([where, text]) =>
    // A deck's layout text is cut at its headings, bullets and columns, not only at full stops.
    (where === "the material" ? splitSentences(text.replace(/\p{Co}/gu, " ")) : sentences(text))
      .filter((sentence) => count(sentence) && sentence.split(" ").length >= 5)
      .map((sentence) => ({ where, sentence, image: clip(sentence, 18), hits: count(sentence) })),
  );
}

/** The writer's own tone words: the vibes answer, else the first line of a deck's tone slide. */
function vibes(facts: OutlineFacts): string[] {
  const slide = facts.signals.slides.find((s) => /\btone\b/i.test(s.title));
  return (facts.signals.answers.vibes ?? slide?.text.split("\n")[1] ?? "")
    .replace(/\.$/, "")
    .split(/[,;/\n]|\band\b/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word && word.split(" ").length <= 3);
}

interface Chosen {
  family: ToneFamily;
  evidence: Evidence[];
  score: number;
}

function choose(facts: OutlineFacts): Chosen[] {
  const kindTag = facts.kind === "startup-deck" ? "startup" : (facts.genre ?? "");
  const stated = vibes(facts);
  const families: ToneFamily[] = [
    ...stated.map(
      (word) =>
        TONE_FAMILIES.find(
          (family) => family.cues.includes(word) || family.phrase.toLowerCase() === word,
        ) ?? {
          phrase: capitalise(word),
          cues: [word],
          look: `Images that feel ${word}, in the writer's own word.`,
          genres: [],
        },
    ),
    ...TONE_FAMILIES.filter(
      (family) => (facts.kind === "startup-deck") === family.genres.includes("startup"),
    ),
  ];
  const seen = new Set<string>();
  const chosen: Chosen[] = [];
  for (const family of families) {
    if (seen.has(family.phrase)) continue;
    seen.add(family.phrase);
    const isStated = stated.some(
      (word) => family.cues.includes(word) || family.phrase.toLowerCase() === word,
    );
    const phrase = isStated
      ? capitalise(stated.find((word) => family.cues.includes(word)) ?? family.phrase)
      : family.phrase;
    const evidence = evidenceFor(facts, [
      ...family.cues,
      ...stated.filter((word) => family.cues.includes(word)),
    ]);
    const hits = evidence.reduce((sum, item) => sum + item.hits, 0);
    const score = hits + (isStated ? 100 : 0) + (family.genres.includes(kindTag) ? 3 : 0);
    if (isStated || hits >= 1) chosen.push({ family: { ...family, phrase }, evidence, score });
  }
  const ranked = chosen.sort((a, b) => b.score - a.score).slice(0, 5);
  const strong = ranked.filter((item) => item.score >= 3);
  const picked = strong.length >= 3 ? strong : ranked.slice(0, Math.max(3, strong.length));
  // Thin material: the genre's own tones fill the section, said to come from the genre.
  for (const family of TONE_FAMILIES) {
    if (picked.length >= 3) break;
    const fits = family.genres.includes(kindTag) || (!family.genres.length && kindTag !== "startup");
    if (fits && !picked.some((item) => item.family.phrase === family.phrase))
      picked.push({ family, evidence: [], score: 0 });
  }
  return picked;
}

/** "and again in X and Y": other places the tone shows, never the same place twice. */
function again(best: Evidence, rest: readonly Evidence[]): string {
  const places = [...new Set(rest.map((item) => item.where))]
    .filter((where) => where !== best.where)
    .slice(0, 2);
  return places.length ? `, and again in ${places.join(" and ")}` : "";
}

/** Without evidence: the look set on a moment of the material no other slide has used yet. */
function fallbackImages(family: ToneFamily, facts: OutlineFacts): string[] {
  const look = family.look.split(/[,;.]/)[0]?.toLowerCase() ?? family.phrase;
  const moments = facts.scenes.length
    ? facts.scenes.map(
        (scene) =>
          `${nameCase(scene.place)}${scene.time ? `, ${scene.time.toLowerCase()}` : ""} (page ${scene.page})`,
      )
    : [facts.signals.answers.synopsis, facts.signals.answers.setting, facts.signals.body]
        .flatMap((text) => sentences(text ?? ""))
        .filter((sentence) => sentence.split(" ").length >= 6)
        .map((sentence) => clip(sentence, 14));
  const moment =
    moments.find((item) => !isWorn(facts.said, `${item}, in ${look}`) && !facts.said.has(item)) ??
    facts.title;
  facts.said.set(moment, 1);
  return [say(facts.said, `${moment}, in ${look}`)];
}

function slug({ family, evidence: all }: Chosen, facts: OutlineFacts, used: Set<string>): ToneSlug {
  const evidence = all.filter(
    (item, index) =>
      all.findIndex((other) => other.image === item.image) === index &&
      !used.has(item.image) &&
      !used.has(item.sentence) &&
      !isWorn(facts.said, item.sentence) &&
      !isWorn(facts.said, item.image),
  );
  for (const item of evidence.slice(0, 3)) {
    used.add(item.image);
    used.add(item.sentence);
    say(facts.said, item.image);
  }
  if (evidence[0]) say(facts.said, evidence[0].sentence);
  const [best, ...rest] = evidence;
  const where = best
    ? ` It shows most in ${best.where}: ${quoted(best.sentence, 22)}${again(best, rest)}.`
    : vibes(facts).includes(family.phrase.toLowerCase())
      ? ` The writer names “${family.phrase.toLowerCase()}” among the tone words; no line of the material shows it yet.`
      : ` “${family.phrase}” comes from the ${facts.kind === "startup-deck" ? "kind of venture" : `genre${facts.genre ? ` (${facts.genre})` : ""}`}; no line of the material shows it yet.`;
  const images = evidence.slice(0, 3).map((item) => item.image);
  return {
    phrase: family.phrase,
    description: `${family.look}${where}`,
    image_suggestions: images.length ? images : fallbackImages(family, facts),
  };
}

/** The tone section, and the comps that fit (the writer's own first, then the catalogue's) for Funding too. */
export function composeTone(facts: OutlineFacts): {
  section: DeckBuildout["tone_and_visual"];
  fits: CompFit[];
} {
  const chosen = choose(facts);
  const used = new Set<string>();
  const tone_slugs = chosen.map((item) => slug(item, facts, used));
  if (facts.kind === "startup-deck") return { section: { tone_slugs }, fits: [] };
  const fits = matchComps(
    compProject(
      facts,
      chosen.map((item) => item.family.phrase),
    ),
    6,
  );
  return { section: { tone_slugs, comps: fits.map((fit) => fit.line) }, fits };
}
