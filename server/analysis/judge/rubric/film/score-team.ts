import { isTeamSlide } from "#analysis/read/pitch/slides";
import { namesWithRoles } from "#analysis/read/pitch/team-roles";
import { countWords, listPhrase, namesPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, namedFallback } from "../rubric";

const CREDITS =
  /\b(credits?|known for|award\w*|produced|directed|wrote|years|experience|previously|festival|selected|premiered|winner|nominated|author|founded|since (?:19|20)\d\d|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (?:\w+ )?(?:series|films|features|shorts|documentaries|seasons|episodes|books|plays|podcasts))\b/i;
const PLAN =
  /\b(schedule|shoot(?:ing)?|production|timeline|post-production|locations?|Q[1-4]|weeks|months|phase|milestones?|deliver\w*)\b/i;

export const teamScorer: CategoryScorer = {
  checks(signals) {
    const { team, teamNames } = signals.market;
    // A team slide laid out as names over roles has no sentences: its lines carry the credits.
    const teamLines = signals.slides
      .filter(isTeamSlide)
      .flatMap((slide) => slide.text.split("\n").slice(1))
      .filter((line) => line.trim());
    const credits = [...team, ...teamLines].find((sentence) => CREDITS.test(sentence));
    const plan = signals.sentences.find((sentence) => PLAN.test(sentence) && countWords(sentence) >= 4);
    // A team slide, a credit line or a named person is a team, however thin; only none of them is "no team".
    const presented = team.length > 0 || teamLines.length > 0;
    const named = teamNames.length > 0;
    const shown = named
      ? (team.find((sentence) => teamNames.some((name) => sentence.includes(name))) ??
        teamLines[0] ??
        team[0])
      : (team[0] ?? teamLines[0]);
    return [
      {
        weight: 3,
        met: !named ? (presented ? 0.25 : 0) : Math.min(1, Math.max(team.length, teamNames.length) / 2),
        strength: `The team is presented: ${quote(shown ?? "", 22)}.`,
        improvement:
          !presented && !named
            ? "There is no team slide: nothing says who will write, direct or produce this."
            : !named
              ? `The team is described (${quote(shown ?? "", 14)}) but no one is named, so a buyer cannot look anyone up.`
              : `Only part of the team is presented (${listPhrase(teamNames.slice(0, 3))}); a buyer wants the writer, director and producer.`,
        suggestion: named
          ? "Give the writer, director and producer a line each, with one relevant credit."
          : "Add a team slide with the writer, director and producer, each with one relevant credit.",
      },
      {
        weight: 2,
        met: Math.min(1, teamNames.length / 2),
        strength: `People are named, which makes the project feel real: ${namesPhrase(namesWithRoles(teamNames, signals.slides, signals.body))}.`,
        improvement: teamNames.length
          ? `Only ${teamNames[0]} is named on the team.`
          : "No team member is named.",
        suggestion:
          "Name every key creative attached, even if an attachment is still in discussion (say so).",
      },
      {
        weight: 2,
        // Credits claimed for no one named ("our team has won Emmys") cannot be checked.
        met: credits ? (named ? 1 : 0.25) : 0,
        strength: credits ? `Track record is on the page: ${quote(credits, 20)}.` : undefined,
        improvement: credits
          ? `Credits are claimed (${quote(credits, 12)}) but tied to no one named, so a buyer cannot check them.`
          : "The team's track record is not shown, so a buyer cannot judge whether you can deliver.",
        suggestion: "Give each person one credit, award or festival selection that speaks to this project.",
      },
      {
        weight: 1,
        met: plan ? 1 : 0,
        strength: plan ? `There is a production plan: ${quote(plan, 18)}.` : undefined,
        improvement: "There is no production plan or timeline.",
        suggestion: "Add the next milestones and when you expect to reach them.",
      },
    ];
  },
  fallback: namedFallback(
    "shows who is behind it.",
    "The team is in place; show why this team is the one to make this story.",
    "Add one line per person on their personal connection to the material.",
  ),
};
