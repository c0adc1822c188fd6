import type { AnalysisInput } from "../../../../server/analysis/engine/analysis-engine";
import { labelledInput, type Split, slidesInput } from "./split";

/**
 * Famous produced films, their real story told as a writer would pitch it (in our own words).
 * The judge must not punish good work for being known: each scores at least 6.
 */
export interface ProducedFilm {
  name: string;
  split: Split;
  input: AnalysisInput;
}

const JAWS = labelledInput("Jaws", "Thriller", {
  logline:
    "When a great white shark kills a swimmer off Amity Island, a police chief who is afraid of the water must close the beaches against the mayor's wishes, and then go to sea to hunt it with a marine biologist and a shark hunter.",
  synopsis:
    "Martin Brody has just moved from New York to be police chief of Amity, a resort island that lives on its summer trade. When a young woman is killed by a shark, Mayor Larry Vaughn refuses to close the beaches before the Fourth of July. A boy, Alex Kintner, is killed in front of a crowded beach. Brody brings in Matt Hooper, an oceanographer, who finds a tiger shark caught by fishermen is the wrong shark. On the holiday weekend the shark enters the estuary where Brody's son is playing. Vaughn finally signs the cheque for Quint, a shark hunter who survived the sinking of the USS Indianapolis. Brody, Hooper and Quint go out on Quint's boat, the Orca. The shark wrecks the boat, Hooper's cage is destroyed and Quint is eaten. Brody, alone on the sinking mast, shoots a scuba tank lodged in the shark's mouth and blows it apart. Brody and Hooper kick back to shore on the wreckage.",
  urgency:
    "Peter Benchley's novel Jaws spent 44 weeks on the bestseller list in 1974, and beach towns along the East Coast depend on their summer season: the film is about a town that would rather lose a child than a holiday weekend.",
  protagonist:
    "Martin Brody, a New York cop turned island police chief, who is afraid of the water and has to protect a town that does not want to be protected.",
  obstacle:
    "The shark, and Mayor Larry Vaughn, who keeps the beaches open because the town's summer money depends on it.",
  transformation:
    "Brody starts as an outsider who will not go in the water and ends alone at sea, killing the shark himself.",
  vibes: "Tense, sunlit, funny, terrifying",
  comps: "The Birds meets Moby Dick",
  emotionalImpact: "Afraid to go into the water, and cheering.",
  setting: "Amity Island, a New England resort town, over a Fourth of July weekend.",
  audience:
    "Adults and teenagers who made The Exorcist and The Poseidon Adventure hits; readers of the novel.",
  platform: "A wide theatrical summer release by Universal.",
  theme: "A community that puts its money before its people.",
  conversation: "When does a town owe its safety more than its income?",
});

const CASABLANCA = slidesInput("Casablanca", "Drama", [
  "CASABLANCA\nA feature romantic drama\nWarner Bros.",
  "Logline\nIn 1941 Casablanca, a cynical American nightclub owner must decide whether to use two stolen letters of transit to escape with the woman he loves, or to get her and her husband, a Resistance leader, out of reach of the Nazis.",
  "Story\nRick Blaine runs Rick's Café Américain, where refugees wait for visas to Lisbon. A petty crook, Ugarte, leaves him two letters of transit before he is arrested.\nIlsa Lund, who left Rick in Paris without a word, walks into the café with her husband, Victor Laszlo, a Czech Resistance leader hunted by Major Strasser of the Gestapo.\nMidpoint: Ilsa tells Rick she left Paris because she learned Laszlo was alive.\nEnding: Rick tricks Captain Renault, puts Ilsa and Laszlo on the plane to Lisbon, shoots Strasser, and walks into the fog with Renault to join the Free French.",
  "Characters\nRick Blaine: a nightclub owner who sticks his neck out for nobody.\nIlsa Lund: the woman who left him in Paris.\nVictor Laszlo: her husband, a Resistance hero.\nCaptain Louis Renault: the corrupt, charming prefect of police.\nMajor Heinrich Strasser: the Gestapo officer hunting Laszlo.",
  "Tone & Look\nRomantic, smoky, witty, bittersweet.\nLow-key black-and-white lighting, venetian-blind shadows, a piano in the corner of the café.",
  "Why Now\nIn 1942 America has just entered the war, and audiences know the refugees of Europe are waiting in places like Casablanca: the film asks an American to stop staying neutral.",
  "Market & Comps\nAlgiers meets Grand Hotel.\nFor adult audiences of romantic dramas, with Humphrey Bogart and Ingrid Bergman.\nA wide theatrical release by Warner Bros.",
]);

export const PRODUCED_FILMS: readonly ProducedFilm[] = [
  { name: "Jaws (1975), the questionnaire", split: "dev", input: JAWS },
  { name: "Casablanca (1942), pasted in as a deck", split: "held-out", input: CASABLANCA },
];
