import { isTeamSlide } from "#analysis/read/pitch/slides";
import { countWords, listPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, capitalise, projectName } from "../rubric";

const CREDITS =
  /\b(credits?|known for|award\w*|produced|directed|wrote|years|experience|previously|festival|selected|premiered|winner|nominated|author|founded|since (?:19|20)\d\d|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (?:\w+ )?(?:series|films|features|shorts|documentaries|seasons|episodes|books|plays|podcasts))\b/i;
const PLAN =
  /\b(schedule|shoot(?:ing)?|production|timeline|post-production|locations?|Q[1-4]|weeks|months|phase|milestones?|deliver\w*)\b/i;

export const teamScorer: CategoryScorer = {
  checks(signals) {
    const { team, teamNames } = signals.market;
    const named = team.find((sentence) => teamNames.some((name) => sentence.includes(name))) ?? team[0];
    // A team slide laid out as names over roles has no sentences: its lines carry the credits.
    const teamLines = signals.slides
      .filter(isTeamSlide)
      .flatMap((slide) => slide.text.split("\n").slice(1))
      .filter((line) => line.trim());
    const credits = [...team, ...teamLines].find((sentence) => CREDITS.test(sentence));
    const plan = signals.sentences.find((sentence) => PLAN.test(sentence) && countWords(sentence) >= 4);
    return [
      {
        weight: 3,
        met: team.length ? Math.min(1, team.length / 2) : 0,
        strength: `The team is presented: ${quote(named ?? "", 22)}.`,
        improvement: "There is no team slide: nothing says who will write, direct or produce this.",
        suggestion: "Add a team slide with the writer, director and producer, each with one relevant credit.",
      },
      {
        weight: 2,
        met: Math.min(1, teamNames.length / 2),
        strength: `People are named (${listPhrase(teamNames.slice(0, 4))}), which makes the project feel real.`,
        improvement: teamNames.length
          ? `Only ${teamNames[0]} is named on the team.`
          : "No team member is named.",
        suggestion:
          "Name every key creative attached, even if an attachment is still in discussion (say so).",
      },
      {
        weight: 2,
        met: credits ? 1 : 0,
        strength: credits ? `Track record is on the page: ${quote(credits, 20)}.` : undefined,
        improvement: "The team's track record is not shown, so a buyer cannot judge whether you can deliver.",
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
  fallback(signals) {
    return {
      strength: `${capitalise(projectName(signals))} shows who is behind it.`,
      improvement: "The team is in place; show why this team is the one to make this story.",
      suggestion: "Add one line per person on their personal connection to the material.",
    };
  },
};
