import { nameCase } from "#analysis/read/text/names";
import type { GridItem, GridRating, GridRow, ScriptReading, Verdict } from "#domain/script-reading";
import { headingPlaceName } from "#server/screenplay/patterns";
import { characterNamed, flagsOf, type ScriptModel } from "../read/script/script-model";

const RANK: Record<GridRating, number> = { Poor: 0, Fair: 1, Good: 2, Excellent: 3 };

/** Length a reader expects of each format, in pages. */
export const EXPECTED_PAGES: Record<ScriptReading["format"], [number, number]> = {
  feature: [90, 120],
  "tv-episode": [22, 65],
  short: [3, 40],
  "stage-play": [20, 150],
  transcript: [1, 150],
  treatment: [1, 60],
  prose: [1, 60],
};

/** "1 2/8 pages", "3/8 of a page". */
export function eighthsText(eighths: number): string {
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  if (whole === 0) return `${rest}/8 of a page`;
  return `${whole}${rest ? ` ${rest}/8` : ""} ${whole === 1 && !rest ? "page" : "pages"}`;
}

/**
 * The coverage grid and verdict, strictly: Excellent and Recommend need every measure to hold.
 * Each rating rests on something on the pages and names it; an item the pages cannot settle
 * (marketability, dialogue in another language, the structure of a draft that stops) is said
 * and not rated, and the verdict reads only the rated items.
 */
export function gradeReading(model: ScriptModel): {
  grid: GridRow[];
  verdict: ScriptReading["verdict"];
  unrated: ScriptModel["unrated"];
} {
  const unrated: ScriptModel["unrated"] = [];
  const judged = [
    premise(model),
    structure(model),
    characters(model),
    dialogue(model),
    pacing(model),
    marketability(model),
  ];
  const grid: GridRow[] = [];
  for (const entry of judged) {
    if ("why" in entry) unrated.push(entry);
    else grid.push(entry);
  }
  return { grid, verdict: verdictOf(grid, model.ending.finished), unrated };
}

function notRated(item: GridItem, why: string): { item: GridItem; why: string } {
  return { item, why };
}

function row(item: GridItem, rating: GridRating, evidence: string): GridRow {
  return { item, rating, evidence };
}

function premise(model: ScriptModel): GridRow | { item: GridItem; why: string } {
  const { logline, protagonists, language } = model.reading;
  const lead = protagonists[0];
  if (logline?.source === "writer") {
    const namesLead = !!lead && logline.text.toUpperCase().includes(lead.split(" ")[0]!);
    const share = lead ? (characterNamed(model, lead)?.scenes ?? 0) / Math.max(1, model.scenes.length) : 0;
    return row(
      "Premise",
      namesLead && share >= 0.5 ? "Excellent" : "Good",
      `The writer's logline: “${logline.text}”.`,
    );
  }
  // The premise is what the pages give, the lead's want and what blocks it, never whether a logline is printed.
  if (!lead)
    return notRated(
      "Premise",
      "a script with no lead we can name, so there is no want to read a premise from",
    );
  const name = nameCase(lead);
  const want = model.premise?.want;
  if (!want)
    return notRated(
      "Premise",
      language !== "en"
        ? `a script whose lines are not read in English for ${name}'s want, so its premise is not judged`
        : `a script in which no line of ${name}'s and no line of action says what ${name} wants, so its premise is not judged without inventing one`,
    );
  const obstacle = model.premise?.obstacle;
  const character = characterNamed(model, lead);
  const pages = model.reading.pages;
  // A want the lead carries to the end is a premise the story keeps; set up early and opposed, it holds whole.
  const early = want.page <= Math.max(3, pages * 0.25);
  const carried = (character?.lastPage ?? 0) >= pages - Math.max(2, pages * 0.1);
  const rating: GridRating =
    carried && early && obstacle ? "Excellent" : carried && (early || obstacle) ? "Good" : "Fair";
  const wantText = `${name}'s want, on page ${want.page}: “${want.quote}”`;
  const against = obstacle
    ? `; against it, on page ${obstacle.page}: “${obstacle.quote}”`
    : "; no later line blocks it";
  const setUp = early ? "" : `; it is set up on page ${want.page} of ${pages}`;
  const carriedText = carried
    ? `; ${name} carries it to page ${character?.lastPage}`
    : `; ${name} leaves the story on page ${character?.lastPage ?? want.page} of ${pages}`;
  return row("Premise", rating, `${wantText}${against}${setUp}${carriedText}.`);
}

function structure(model: ScriptModel): GridRow | { item: GridItem; why: string } {
  const { acts, pages } = model.reading;
  const duplicates = flagsOf(model, "duplicate");
  const actText = acts
    .map(
      (act) =>
        `${act.label} ${act.startPage === act.endPage ? `p. ${act.startPage}` : `pp. ${act.startPage}–${act.endPage}`}`,
    )
    .join(", ");
  const source = acts[0]?.source === "writer" ? "the writer's own act headings" : "acts estimated by us";
  if (duplicates[0])
    return row(
      "Structure",
      "Poor",
      `Page ${duplicates[0].page}: ${duplicates[0].note} ${actText} (${source}).`,
    );
  const lastScene = model.scenes.at(-1);
  if (!model.ending.finished)
    return notRated(
      "Structure",
      `the draft stops on page ${model.ending.page}${lastScene?.heading ? `, in ${lastScene.heading}` : ""}, before an ending, so its structure is not graded as if it were finished`,
    );
  // The shape on the pages: the lead carried into the last act, and the writer's own act breaks.
  const lead = model.reading.protagonists[0];
  const character = lead ? characterNamed(model, lead) : undefined;
  const lastAct = acts.at(-1);
  const carried = !!character && !!lastAct && character.lastPage >= lastAct.startPage;
  const marked = acts[0]?.source === "writer" && acts.length >= 2;
  const rating: GridRating = carried ? (marked && model.scenes.length >= 8 ? "Excellent" : "Good") : "Fair";
  const close = model.ending.mark ? `, closes on “${model.ending.mark}”` : "";
  const leadText = character
    ? carried
      ? `${nameCase(character.name)} is carried into ${lastAct?.label} (to page ${character.lastPage})`
      : `${nameCase(character.name)} leaves the story on page ${character.lastPage}, before ${lastAct?.label ?? "the last act"}`
    : "no lead carries it";
  return row(
    "Structure",
    rating,
    `${actText} (${source}); ${leadText}; the last scene, ${lastScene?.heading || "untitled"} on page ${lastScene?.page ?? pages}${close ? `${close}` : " ends it"}.`,
  );
}

function characters(model: ScriptModel): GridRow {
  const lead = model.reading.protagonists[0];
  const character = lead ? characterNamed(model, lead) : undefined;
  if (!lead || !character)
    return row(
      "Characters",
      "Poor",
      `No character speaks more than once in ${model.reading.pages} ${model.reading.pages === 1 ? "page" : "pages"}.`,
    );
  const share = character.scenes / Math.max(1, model.scenes.length);
  const intro = model.introductions.get(lead);
  const supporting = model.reading.characters.filter(
    (other) => other.name !== lead && other.speeches >= 10,
  ).length;
  const rating: GridRating =
    share >= 0.6 && intro && supporting >= 3
      ? "Excellent"
      : share >= 0.35 && intro
        ? "Good"
        : share >= 0.2
          ? "Fair"
          : "Poor";
  return row(
    "Characters",
    rating,
    `${nameCase(lead)} is in ${character.scenes} of ${model.scenes.length} scenes, pages ${character.firstPage}–${character.lastPage}${intro ? `, introduced on page ${intro.page}` : ", with no introduction in action"}.`,
  );
}

function dialogue(model: ScriptModel): GridRow | { item: GridItem; why: string } {
  const { pages, language } = model.reading;
  const craft = flagsOf(model, "exposition", "on-the-nose");
  const monologues = flagsOf(model, "monologue");
  const issues = craft.length + monologues.length + model.namings.length;
  const perTen = issues / Math.max(1, pages / 10);
  const share = model.dialogueShare;
  const balanced = share >= 0.25 && share <= 0.65;
  const first = [...craft, ...monologues][0];
  const sample = sampleLine(model);
  const evidence = first
    ? `Page ${first.page}: “${first.quote}” (${first.note})`
    : `${Math.round(share * 100)}% of the words are dialogue, with no expository or on-the-nose line flagged in ${pages} ${pages === 1 ? "page" : "pages"}${sample ? `; page ${sample.page}: “${sample.text}”${/[.!?…]$/.test(sample.text) ? "" : "."}` : "."}`;
  if (language !== "en")
    return notRated(
      "Dialogue",
      `the dialogue is not in English and is read for length only (${Math.round(share * 100)}% of the words${sample ? `, as on page ${sample.page}: “${sample.text}”` : ""}), so its craft is not judged`,
    );
  const rating: GridRating =
    issues === 0 && balanced && pages >= 20
      ? "Excellent"
      : perTen <= 0.5 && balanced
        ? "Good"
        : perTen <= 1.5
          ? "Fair"
          : "Poor";
  return row("Dialogue", rating, evidence);
}

function pacing(model: ScriptModel): GridRow {
  const { pages } = model.reading;
  const longAction = flagsOf(model, "long-action");
  const longest = model.longest;
  const longestPages = longest ? longest.eighths / 8 : 0;
  const rating: GridRating =
    longAction.length > Math.max(2, pages / 8) || longestPages > Math.max(12, pages * 0.3)
      ? "Poor"
      : longAction.length > pages / 30 || longestPages > Math.max(8, pages * 0.2)
        ? "Fair"
        : "Good";
  const longestText = longest
    ? `the longest, scene ${longest.number}${longest.heading && headingPlaceName(longest.heading) ? ` (${headingPlaceName(longest.heading)})` : ""} on page ${longest.page}, runs ${eighthsText(longest.eighths)}`
    : "";
  const blocks = longAction[0]
    ? `; page ${longAction[0].page} has an action block of ${longAction[0].note.match(/\d+/)?.[0]} words`
    : "";
  return row(
    "Pacing",
    rating,
    `A median scene runs ${eighthsText(model.medianEighths)}; ${longestText}${blocks}.`,
  );
}

function marketability(model: ScriptModel): { item: GridItem; why: string } {
  const { format, pages, runtimeMinutes } = model.reading;
  const label = format === "tv-episode" ? "TV episode" : format;
  // A market is not on the pages: length and a printed logline say nothing of it.
  return notRated(
    "Marketability",
    `${/^(8|11|18)/.test(String(pages)) ? "an" : "a"} ${pages}-page ${label} of about ${runtimeMinutes} ${runtimeMinutes === 1 ? "minute" : "minutes"}; its market cannot be judged from the pages`,
  );
}

/** A short line of dialogue from the middle of the script, verbatim, with its page. */
function sampleLine(model: ScriptModel): { text: string; page: number } | null {
  const middle = model.reading.pages / 2;
  let best: { text: string; page: number } | null = null;
  for (const scene of model.scenes) {
    for (const element of scene.elements) {
      if (element.type !== "dialogue") continue;
      const text = element.text.replace(/\s+/g, " ").trim();
      const words = text.split(" ").length;
      if (words < 4 || words > 25) continue;
      const page = element.page ?? scene.page;
      if (!best || Math.abs(page - middle) < Math.abs(best.page - middle)) best = { text, page };
    }
  }
  return best;
}

export function verdictOf(grid: readonly GridRow[], finished: boolean): ScriptReading["verdict"] {
  const rated = (item: GridItem) => grid.find((entry) => entry.item === item);
  const rank = (item: GridItem) => RANK[rated(item)?.rating ?? "Fair"];
  const ranks = grid.map((entry) => RANK[entry.rating]);
  const poor = ranks.filter((value) => value === 0).length;
  const good = ranks.filter((value) => value >= 2).length;
  const needed = Math.ceil(grid.length * 0.6);
  let script: Verdict =
    poor === 0 && ranks.filter((value) => value === 3).length >= 3 && ranks.every((value) => value >= 2)
      ? "Recommend"
      : poor <= 1 && good >= needed
        ? "Consider"
        : "Pass";
  // A draft that stops before its ending is never recommended as if it were finished.
  if (!finished && script === "Recommend") script = "Consider";
  const writer: Verdict =
    !rated("Dialogue") && !rated("Characters")
      ? "Consider"
      : poor === 0 && rank("Dialogue") === 3 && rank("Characters") === 3
        ? "Recommend"
        : rank("Dialogue") >= 2 && rank("Characters") >= 2
          ? "Consider"
          : "Pass";
  return { script, writer };
}
