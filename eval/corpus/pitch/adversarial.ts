import type { AnalysisInput } from "../../../server/analysis/engine/analysis-engine";
import { deckInput, ideaInput } from "./pitch-pair";

/** Junk a careless or playful user sends. Each must be refused or score at most `max`. */
export interface AdversarialCase {
  name: string;
  max: number;
  input: AnalysisInput;
}

const KEYS = [
  "logline",
  "synopsis",
  "urgency",
  "protagonist",
  "obstacle",
  "transformation",
  "vibes",
  "comps",
  "emotionalImpact",
  "setting",
  "audience",
  "platform",
  "theme",
  "conversation",
  "legacy",
] as const;

function everywhere(text: string): Record<string, string> {
  return Object.fromEntries(KEYS.map((key) => [key, text]));
}

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.";
const GIBBERISH =
  "asdkj qwoeiu zmxncb alskdj qpwoeiruty zmxnvb asldkfj qwpeoriu xcmvnb aslkdfj weoiru zxmcnvb sdlfkj";
const GROCERIES = [
  "eggs, milk, bread, butter",
  "apples, bananas, two lemons",
  "rice, pasta, tinned tomatoes, garlic",
  "coffee, tea, sugar",
  "dish soap, bin bags",
  "chicken thighs, onions, carrots",
  "cheddar, yoghurt, oat milk",
  "toothpaste",
  "frozen peas, ice cream",
  "olive oil, salt, pepper",
  "cereal, honey",
  "paper towels",
  "orange juice",
  "crisps and dip",
  "batteries",
];
const FLATTERY = [
  "The best movie ever made.",
  "An amazing masterpiece that everyone will love.",
  "It is incredible and groundbreaking.",
  "The best hero ever.",
  "Nobody can stop this amazing hero.",
  "A guaranteed hit.",
  "Amazing!",
  "The best movies ever.",
  "Everyone will love it.",
  "The best place ever.",
  "Everyone!",
  "The best platform ever.",
  "Mind-blowing and revolutionary.",
  "The next big thing.",
  "A masterpiece of all time.",
];
const SALAD = [
  "Stakes protagonist must before deadline conflict antagonist betrayal survival Netflix A24 Sundance.",
  "Inciting incident midpoint climax twist reversal stakes everything forever death war.",
  "Timely urgent zeitgeist trend growing conversation debate 2024 billion market.",
  "Protagonist flaw wound grief secret guilt goal must.",
  "Antagonist rival enemy threat obstacle opposition.",
  "Transformation arc learns forgives realises changes.",
  "Gritty tender eerie hopeful bittersweet visceral.",
  "Sicario meets Parasite meets Succession.",
  "Heartbroken hopeful cathartic.",
  "Island 1987 fog coast desert city.",
  "Adults 25-54 gen z millennials fans of prestige drama.",
  "Netflix HBO Hulu A24 theatrical streaming festival.",
  "Grief belonging power forgiveness identity.",
  "Conversation debate question argue.",
  "Legacy impact community career.",
];

export const ADVERSARIAL: readonly AdversarialCase[] = [
  { name: "lorem ipsum in every answer", max: 3, input: ideaInput("Lorem", "Drama", everywhere(LOREM)) },
  { name: "lorem ipsum deck", max: 3, input: deckInput("Lorem", "Drama", [LOREM, LOREM, LOREM, LOREM]) },
  { name: "gibberish", max: 3, input: ideaInput("Qwerty", "Drama", everywhere(GIBBERISH)) },
  {
    name: "a shopping list",
    max: 3,
    input: ideaInput(
      "Groceries",
      "Comedy",
      Object.fromEntries(KEYS.map((key, i) => [key, GROCERIES[i] ?? ""])),
    ),
  },
  {
    name: "flattery in every answer",
    max: 3,
    input: ideaInput(
      "The Best Movie",
      "Action",
      Object.fromEntries(KEYS.map((key, i) => [key, FLATTERY[i] ?? ""])),
    ),
  },
  {
    name: "one answer everywhere",
    max: 3,
    input: ideaInput(
      "Same Again",
      "Thriller",
      everywhere("A detective must solve a murder before the killer strikes again in the city."),
    ),
  },
  {
    name: "keyword salad",
    max: 5,
    input: ideaInput("Salad", "Drama", Object.fromEntries(KEYS.map((key, i) => [key, SALAD[i] ?? ""]))),
  },
];
