import type { TemplateKey } from "./genres";
import type { PromptAnswers } from "./questionnaire";

/**
 * product.md §3: six genre templates, each a skeleton with the sections LOGLINE, TONE & VISUAL STYLE,
 * WORLD, STORY, CHARACTERS, THEMES, TEAM and WHY NOW. Documentary names a Producer where the
 * others name a Writer in the team heading.
 */
interface TemplateParts {
  title: string;
  logline: string;
  tone: string;
  world: string;
  story: string;
  characters: string;
  themes: string;
  teamRole: "Writer" | "Producer";
  whyNow: string;
}

const PARTS: Record<TemplateKey, TemplateParts> = {
  drama: {
    title: "[Working Title] - Drama",
    logline:
      "When [protagonist, with a defining flaw] is forced to [inciting event], they must [goal] before [stakes: what will be lost], even if it means confronting [the wound they have avoided].",
    tone: "Intimate and emotionally honest. Natural light, handheld close-ups, quiet rooms full of things left unsaid. Comparable to [recent drama] meets [second comparable].",
    world:
      "[Place and time]. Describe the community, its unwritten rules and the pressure it puts on your characters. What does this world look, sound and feel like?",
    story:
      "Act One: [who they are and what breaks their routine]. Act Two: [the choices that make things worse, the midpoint reversal]. Act Three: [the decision that costs them something real and how it ends].",
    characters:
      "[Protagonist, age]: what they want, what they need, and the lie they believe. [Antagonist or opposing force]: why they are right from their own point of view. [Key relationship]: the person who forces the protagonist to change.",
    themes:
      "[Grief / forgiveness / belonging / class]. The question the story asks and does not answer easily.",
    teamRole: "Writer",
    whyNow:
      "[The cultural moment, trend or conversation this story speaks to, and why audiences are ready for it today.]",
  },
  thriller: {
    title: "[Working Title] - Thriller",
    logline:
      "After [protagonist] discovers [the secret or crime], they have [ticking clock] to [goal] before [antagonist] [the threat], and the only person they can trust is [unlikely ally].",
    tone: "Tense, propulsive and paranoid. Cold palettes, long lenses, sound design that makes silence dangerous. Comparable to [recent thriller] meets [second comparable].",
    world:
      "[Setting]. The institution, city or network where power hides: who controls information and what happens to people who ask questions.",
    story:
      "Act One: [the discovery and the first attempt on their life or career]. Act Two: [the investigation, the betrayal at the midpoint, the walls closing in]. Act Three: [the confrontation, the twist the audience did not see coming, the price of the truth].",
    characters:
      "[Protagonist, profession]: competent, compromised and out of their depth. [Antagonist]: intelligent, patient and always one move ahead. [Ally or suspect]: the person whose loyalty keeps shifting.",
    themes:
      "[Truth versus power / surveillance / complicity]. What it costs an ordinary person to refuse to look away.",
    teamRole: "Writer",
    whyNow:
      "[The real-world headlines, scandals or technologies that make this threat feel urgent right now.]",
  },
  comedy: {
    title: "[Working Title] - Comedy",
    logline:
      "When [protagonist with a glaring blind spot] is stuck [absurd situation], they must [goal] before [comic deadline], without anyone finding out [the embarrassing secret].",
    tone: "Warm, fast and character-driven. Bright colours, ensemble staging, jokes that come from who people are. Comparable to [recent comedy] meets [second comparable].",
    world:
      "[Setting: the workplace, family or town]. Its rituals, its rivalries and the rules everyone pretends to follow.",
    story:
      "Act One: [the setup, the lie or the bet]. Act Two: [escalating complications, a set piece that goes wrong in the best way]. Act Three: [the truth comes out and the protagonist finally grows up a little].",
    characters:
      "[Protagonist]: lovable, stubborn and wrong about one big thing. [Foil]: the person who sees through them. [Ensemble]: three supporting characters, each with a comic engine of their own.",
    themes: "[Friendship / growing up / family]. The sincere heart under the jokes.",
    teamRole: "Writer",
    whyNow: "[Why audiences want this kind of laughter now, and the under-served audience it speaks to.]",
  },
  horror: {
    title: "[Working Title] - Horror",
    logline:
      "When [protagonist] moves into / uncovers [the cursed place or thing], they must [survive / break the curse] before [the entity] claims [what they love most].",
    tone: "Dread that builds slowly, then refuses to let go. Deep shadows, practical effects, sound that lives under the skin. Comparable to [recent horror] meets [second comparable].",
    world:
      "[Setting]. The rules of the horror: what it wants, how it feeds, and why nobody can simply leave.",
    story:
      "Act One: [the arrival and the first wrong note]. Act Two: [the research, the warnings ignored, the first death or disappearance]. Act Three: [the final night, the confrontation, the ending that lingers].",
    characters:
      "[Protagonist]: carrying a private fear the monster will exploit. [Sceptic]: the person who will not believe until it is too late. [The entity]: its history and its hunger.",
    themes: "[Grief / inherited trauma / guilt]. The real fear the monster stands for.",
    teamRole: "Writer",
    whyNow:
      "[The anxiety of our moment this horror gives shape to, and the audience for elevated horror today.]",
  },
  scifi: {
    title: "[Working Title] - Sci-Fi",
    logline:
      "In a future where [the speculative premise], [protagonist] must [goal] before [stakes on a personal and a world scale].",
    tone: "Grounded, wondrous and unsettling. Practical sets with one impossible element, clean light, a score that feels both human and machine. Comparable to [recent sci-fi] meets [second comparable].",
    world:
      "[The year and the place]. The one big change to our world, its rules, its costs, and who benefits from it.",
    story:
      "Act One: [ordinary life in the new world, and the glitch that changes everything]. Act Two: [the discovery of how the system really works, the midpoint revelation]. Act Three: [the choice between the world and the person they love].",
    characters:
      "[Protagonist]: their job inside the system and their private doubt. [Antagonist or system]: what it believes it is protecting. [Companion, human or not]: the one who shows them what is at stake.",
    themes: "[Technology and humanity / freedom / memory]. The question about today the future lets us ask.",
    teamRole: "Writer",
    whyNow:
      "[The technology or debate of today this story extrapolates, and why audiences are thinking about it now.]",
  },
  documentary: {
    title: "[Working Title] - Documentary",
    logline:
      "[Subject] has [the challenge or mission]. Over [time frame], this film follows [them] as they [the journey], asking [the central question].",
    tone: "Observational and intimate, with access the audience has never had. Verite footage, archival material, interviews shot with care. Comparable to [recent documentary] meets [second comparable].",
    world:
      "[Where and when filming takes place]. The community, the stakes for the people in it, and the access you already have.",
    story:
      "Beginning: [who the subject is and what is at stake]. Middle: [the obstacles, the turning points you expect or have filmed]. End: [the possible outcomes, and why the film works whichever way it goes].",
    characters:
      "[Main subject]: why we will follow them for 90 minutes. [Secondary subjects]: family, opponents, experts. [Your relationship to them]: the trust that makes this access possible.",
    themes:
      "[Justice / resilience / identity]. What the audience will understand differently after watching.",
    teamRole: "Producer",
    whyNow:
      "[The news, anniversary or social shift that makes this story urgent, and the impact campaign it can power.]",
  },
};

export function genreTemplate(key: TemplateKey): string {
  const p = PARTS[key];
  return [
    p.title,
    `LOGLINE\n${p.logline}`,
    `TONE & VISUAL STYLE\n${p.tone}`,
    `WORLD\n${p.world}`,
    `STORY\n${p.story}`,
    `CHARACTERS\n${p.characters}`,
    `THEMES\n${p.themes}`,
    `TEAM (Director / ${p.teamRole})\nDirector: [name and relevant credits]\n${p.teamRole}: [name and relevant credits]\nProducers: [names, companies and what they bring]`,
    `WHY NOW\n${p.whyNow}`,
  ].join("\n\n");
}

export const TEMPLATE_SECTION_HEADINGS = [
  "LOGLINE",
  "TONE & VISUAL STYLE",
  "WORLD",
  "STORY",
  "CHARACTERS",
  "THEMES",
  "TEAM",
  "WHY NOW",
] as const;

const COMPARABLE_MARK = " Comparable to ";

/**
 * The template as questionnaire answers, for a project that already has its own material (a
 * script or a deck being enhanced): each section goes to the question that asks for it. Sections
 * no question asks for (the title, the team) are left out.
 */
export function genreTemplateAnswers(key: TemplateKey): PromptAnswers {
  const p = PARTS[key];
  const [vibes = p.tone, comps = ""] = p.tone.split(COMPARABLE_MARK);
  return {
    logline: p.logline,
    synopsis: p.story,
    urgency: p.whyNow,
    protagonist: p.characters,
    vibes: vibes.trim(),
    comps: comps.replace(/\.$/, "").trim(),
    setting: p.world,
    theme: p.themes,
  };
}
