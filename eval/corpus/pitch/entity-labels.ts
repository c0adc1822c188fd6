import type { AnalysisInput } from "../../../server/analysis/engine/analysis-engine";
import { DECK_PAIRS } from "./deck-pairs";
import { FIVE_DAYS, FOOD_TRUCK, LIGHTHOUSE, ORCHARD, SECOND_SERVE, STATIC } from "./idea-projects";
import { deckInput, ideaInput } from "./pitch-pair";

/** Who the material names, labelled by hand: the story's characters and the team behind it. */
export interface EntityLabel {
  name: string;
  input: AnalysisInput;
  characters: readonly string[];
  team: readonly string[];
}

const project = (p: typeof LIGHTHOUSE) => ideaInput(p.title, p.genre, p.answers);

export const ENTITY_LABELS: readonly EntityLabel[] = [
  {
    name: "The Last Lighthouse",
    input: project(LIGHTHOUSE),
    characters: ["Elias Marr", "Brendan Walsh", "Niamh"],
    team: [],
  },
  {
    name: "Taco Tuesday Forever",
    input: project(FOOD_TRUCK),
    characters: ["Rosa Delgado", "Luis", "Marco", "Dana Pike"],
    team: [],
  },
  {
    name: "Five Days of Air",
    input: project(FIVE_DAYS),
    characters: ["Sofia Brandt", "Jonas Keel", "Ada Lind"],
    team: [],
  },
  {
    name: "The Orchard Vote",
    input: project(ORCHARD),
    characters: ["Margaret Hale", "Tom Beck", "Lily"],
    team: [],
  },
  { name: "Static", input: project(STATIC), characters: ["June Okafor", "Eli", "Dale Ricks"], team: [] },
  { name: "Second Serve", input: project(SECOND_SERVE), characters: ["Nina Kovac", "Priya Shah"], team: [] },
  {
    name: "Salt Road deck",
    input: DECK_PAIRS[0]!.strong,
    characters: ["Ana Reyes", "Tomas Reyes", "Walt Hale"],
    team: ["Maria Lopez", "Sam Ortega", "Kim Hart"],
  },
  {
    name: "Deep Field deck",
    input: DECK_PAIRS[4]!.strong,
    characters: ["Carmen Vidal", "Teo Vidal", "Paul Ferrand"],
    team: ["Ines Duarte", "Hugo Marin", "Beatriz Sol"],
  },
  {
    name: "HarvestLink deck",
    input: DECK_PAIRS[7]!.strong,
    characters: [],
    team: ["Maya Chen", "Daniel Osei"],
  },
  {
    name: "places, festivals and languages",
    input: ideaInput("The Quiet Border", "Drama", {
      logline:
        "When her brother vanishes in Essex, a Swedish translator, Ingrid Sol, must find him before the Sundance premiere of his film.",
      synopsis:
        "Ingrid Sol flies from Stockholm to Essex. Her brother Mats Sol has left a note in Swedish. Victor Crane, his producer at Blackwater Pictures, wants the Sundance slot more than he wants Mats found. Ingrid learns the truth in London.",
      comps: "The Killing meets Broadchurch",
      audience: "Adults 25-54 who watch Nordic noir on BBC Four",
    }),
    characters: ["Ingrid Sol", "Mats Sol", "Victor Crane"],
    team: [],
  },
  {
    name: "documentary deck with companies and awards",
    input: deckInput("Salt of the Earth", "Documentary", [
      "SALT OF THE EARTH\nA feature documentary",
      "Logline\nIn the last salt marsh of the Camargue, a 70-year-old harvester, Paul Arnaud, must train his granddaughter Elise before the regional council floods the pans for a resort.",
      "Story\nPaul Arnaud has raked salt in Aigues-Mortes for fifty years. Elise Arnaud, 19, wants to study in Paris. The council leader, Claire Moreau, has signed with Vinci Immobilier.",
      "Team\nDirected by Laila Haddad, whose short The Tide won a BAFTA in 2021.\nProducer: Jon Berg of Berg Films Ltd, funded by Creative Europe and the CNC.",
      "Budget\nBudget: €900,000, with 40% from a French tax credit and an Arte pre-sale.",
    ]),
    characters: ["Paul Arnaud", "Elise Arnaud", "Claire Moreau"],
    team: ["Laila Haddad", "Jon Berg"],
  },
  {
    name: "franchise comps and a startup team",
    input: ideaInput("Battery Girl", "Sci-Fi", {
      logline:
        "When the grid fails across Texas, a teenage inventor, Tess Alvarez, must power her town's hospital with a battery she built from scrap before the winter storm kills the patients.",
      synopsis:
        "Tess Alvarez, 17, builds batteries in her uncle Ray's garage in El Paso. When the Texas grid collapses, the hospital's generators fail. Ray and the nurse Gloria Park help her wire the ward.",
      comps: "Harry Potter meets Star Wars",
      setting: "El Paso, Texas, during the February storm of 2021.",
      audience: "Teens 13-17 and families who loved The Martian and Hidden Figures.",
    }),
    characters: ["Tess Alvarez", "Ray", "Gloria Park"],
    team: [],
  },
];
