import type { ScriptSection } from "../../../../domain/analysis";
import { listPhrase, plural } from "../text/words";
import { article, formatLabel, pagesFromWords, percent, type ScriptFacts } from "./script-facts";

function lengthVerdict(facts: ScriptFacts): string {
  const { pages } = facts.stats;
  if (facts.format === "feature") {
    if (pages > 120 && pages <= 125)
      return `At ${pages} pages it is just over the 120 pages readers expect of a feature; trimming a few pages is an easy win.`;
    if (pages > 125)
      return `At ${pages} pages it runs past the 90 to 120 pages readers expect of a feature; trimming to 120 or under removes an easy reason to pass.`;
    if (pages < 85)
      return `At ${pages} pages it is lean for a feature; make sure the second act has room to escalate.`;
    return `At ${pages} pages it sits inside the 90 to 120 page range readers expect of a feature.`;
  }
  if (facts.format === "episode")
    return `At ${pages} pages it reads as an episode or a short feature draft; pitch it with a clear format (half-hour, hour, or feature) so readers judge it on the right scale.`;
  return `At ${plural(pages, "page")} it is a short; its job in a pitch is to prove voice and tone quickly.`;
}

export function structureSection(facts: ScriptFacts): ScriptSection {
  const { stats } = facts;
  const longest = stats.longestScenes.slice(0, 3);
  const nightShare = stats.scenes ? stats.nightScenes / stats.scenes : 0;
  const paragraphs = [
    `The script runs ${plural(stats.pages, "page")} across ${plural(stats.scenes, "scene")}, about ${facts.pagesPerScene} pages per scene. ${lengthVerdict(facts)} ${
      facts.pagesPerScene < 1
        ? "Scenes average under a page, so the story cuts quickly; make sure the quick cuts still give key moments room to land."
        : facts.pagesPerScene > 3
          ? "Scenes average more than three pages, which slows the read; look for scenes that can start later or end earlier."
          : "Scene lengths sit in a comfortable range for the read."
    }`,
    `${plural(stats.interiorScenes, "scene")} ${stats.interiorScenes === 1 ? "is" : "are"} interior and ${stats.exteriorScenes} exterior; ${stats.dayScenes} ${stats.dayScenes === 1 ? "is" : "are"} set by day and ${stats.nightScenes} by night. ${
      Math.abs(stats.exteriorScenes - stats.interiorScenes) <= 0.15 * Math.max(1, stats.scenes)
        ? "The even mix of interiors and exteriors balances scale against cost; name the handful of locations that carry the film's look."
        : stats.exteriorScenes > stats.interiorScenes
          ? "The exterior-heavy mix gives the story scale and will shape the budget conversation: name the key locations in your pitch."
          : "The interior-led mix keeps the production contained, which is a selling point worth stating in your pitch."
    }${nightShare > 0.45 ? ` With ${percent(nightShare)} of scenes at night, darkness is part of the film's look; use it in your tone references.` : ""}`,
  ];
  if (longest.length) {
    paragraphs.push(
      `The longest scenes are ${listPhrase(longest.map((scene) => `${scene.heading} (${scene.words.toLocaleString("en-US")} words, ${pagesFromWords(scene.words)})`))}. ${
        (longest[0]?.words ?? 0) > 1200
          ? "Scenes of this length are where readers start to skim: check that each one turns at least once, and consider splitting or cutting into them late."
          : "None of them is long enough to stall the read, which keeps the pace brisk."
      }`,
    );
  }
  return { id: "structure", section: "Structure and Pacing", content: paragraphs.join("\n\n") };
}

export function charactersSection(facts: ScriptFacts): ScriptSection {
  const [lead, second, third] = facts.speakers;
  if (!lead) {
    return {
      id: "characters",
      section: "Characters",
      content:
        "No speaking characters were found in the pages. If this is a visual or silent piece, say so in the pitch; otherwise check that character cues are formatted in capitals above each speech.",
    };
  }
  const others = [second, third]
    .filter((person) => !!person)
    .map((person) => `${person.name} (${person.percent}%, ${plural(person.speeches, "speech", "speeches")})`);
  const centre =
    second && second.percent >= lead.percent * 0.6
      ? `${lead.name} and ${second.name} carry the script between them: pitch it as their story, and put the relationship between them at the centre of the logline.`
      : lead.percent >= 45
        ? `${lead.name} dominates the dialogue, so this reads as a single-lead story; make sure the other roles push back hard enough to be worth casting.`
        : `The dialogue is spread across the cast, which suggests an ensemble; the pitch should still say whose story it is.`;
  return {
    id: "characters",
    section: "Characters",
    content: [
      `${plural(facts.speakers.length, "character")} ${facts.speakers.length === 1 ? "speaks" : "speak"}. ${lead.name} leads with ${lead.words.toLocaleString("en-US")} words in ${plural(lead.speeches, "speech", "speeches")} (${lead.percent}% of all dialogue)${others.length ? `, followed by ${listPhrase(others)}` : ""}.`,
      centre,
      facts.minorRoles > 10
        ? `${facts.minorRoles} roles speak only once or twice. Some can be merged or made silent, which lowers the cast budget and gives the remaining roles more to play.`
        : facts.minorRoles === 0
          ? "No role speaks only once or twice, so the cast is economical."
          : `Only ${plural(facts.minorRoles, "role")} ${facts.minorRoles === 1 ? "speaks" : "speak"} once or twice, so the cast is economical.`,
    ].join("\n\n"),
  };
}

export function dialogueSection(facts: ScriptFacts): ScriptSection {
  const share = facts.stats.dialogueShare;
  const totalSpeeches = facts.speakers.reduce((sum, person) => sum + person.speeches, 0) || 1;
  const totalWords = facts.speakers.reduce((sum, person) => sum + person.words, 0);
  const average = Math.round(totalWords / totalSpeeches);
  const lead = facts.speakers[0];
  const leadAverage = lead ? Math.round(lead.words / Math.max(1, lead.speeches)) : 0;
  const balance =
    share > 0.6
      ? "That is talk-heavy: look for exchanges that could play as action or image instead."
      : share < 0.3
        ? "That is action-led: the story is told mostly through images, so the pitch should lead with visuals."
        : "That is a healthy balance between what is said and what is shown.";
  return {
    id: "dialogue",
    section: "Dialogue",
    content: [
      `${percent(share)} of the script's words are dialogue. ${balance}`,
      `A speech averages ${average} words.${lead ? ` ${lead.name} averages ${leadAverage} words per speech${leadAverage > average * 1.4 ? ", noticeably longer than the rest of the cast: that is a voice built on storytelling, so make sure the long speeches earn their length" : ""}.` : ""} ${average > 30 ? "Long speeches slow a read; trim the ones that explain what the scene already shows." : "Short exchanges keep the pages moving."}`,
    ].join("\n\n"),
  };
}

export function formatSummary(facts: ScriptFacts): string {
  return `${article(facts.stats.pages)} ${facts.stats.pages}-page ${formatLabel(facts.format)} in ${plural(facts.stats.scenes, "scene")}`;
}
