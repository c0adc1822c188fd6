import { buildCombinedText, type PromptAnswers } from "../../domain/questionnaire";

/** A fully answered questionnaire (the idea journey's payload). */
export const IDEA_ANSWERS: PromptAnswers = {
  projectTitle: "The Last Lighthouse",
  logline:
    "When a grieving lighthouse keeper pulls a drowned girl from the sea and she wakes, he must hide her from a fishing town that blames her for the storm before the town burns the lighthouse down.",
  synopsis:
    "Mara Quill has kept the light on Skerry Island for thirty years, alone since her wife drowned. After the worst storm in a century she finds a girl on the rocks, cold and breathing. The girl, Wren, remembers nothing but the sea. The town's catch has failed, the priest calls it a judgement, and the harbour master wants someone to blame. Mara lies to everyone she loves to keep Wren safe, until Wren starts to remember who she was.",
  urgency:
    "Coastal towns are emptying as fisheries collapse; communities look for scapegoats when the sea takes their living.",
  protagonist: "Mara Quill, 58, stubborn, funny, ruined by grief, who has not left the island in four years.",
  obstacle: "Harbour master Tom Bray, who lost his son in the storm and needs the girl to be the reason.",
  transformation:
    "Mara goes from hiding from the world to standing in the middle of the town square and telling the truth.",
  vibes: "Salt, wind, sodium light, wool jumpers, folk songs sung badly in a pub.",
  comps: "The Banshees of Inisherin meets Let the Right One In.",
  emotionalImpact:
    "Grief that turns into fierce love; the audience should leave wanting to call their mother.",
  setting: "A storm-battered island off the west coast of Ireland, present day, over one winter.",
  audience: "Adults 30-65 who love character-led drama; festival audiences; fans of Irish cinema.",
  platform: "Theatrical festival launch, then a streamer such as MUBI or Netflix.",
  theme: "What we owe strangers when we are afraid.",
  conversation: "Scapegoating, climate migration and the loneliness of rural communities.",
  legacy: "A story people remember when they meet someone the town has decided to blame.",
};

export const IDEA_TEXT = buildCombinedText(null, IDEA_ANSWERS);

const SLIDES = [
  ["THE LAST LIGHTHOUSE", "A feature film. Drama, 105 minutes. Written by Aoife Keane."],
  ["LOGLINE", IDEA_ANSWERS.logline!],
  ["THE HOOK", "A keeper of the light hides a girl the sea gave back, and a town decides who to blame."],
  ["TONE & VISUAL STYLE", `${IDEA_ANSWERS.vibes} Handheld, natural light, long lenses on the cliffs.`],
  ["WORLD", IDEA_ANSWERS.setting!],
  [
    "STORY - ACT ONE",
    "The storm. Mara finds Wren on the rocks and carries her up 114 steps to the lamp room.",
  ],
  [
    "STORY - ACT TWO",
    "The town's catch fails. Tom Bray searches the island. Wren sings a song only the drowned know.",
  ],
  [
    "STORY - ACT THREE",
    "The town marches on the lighthouse with torches. Mara chooses the truth over the lie.",
  ],
  ["CHARACTERS - MARA", IDEA_ANSWERS.protagonist!],
  ["CHARACTERS - WREN", "Twelve, silent, watchful, afraid of nothing but dry land."],
  ["CHARACTERS - TOM BRAY", IDEA_ANSWERS.obstacle!],
  ["THEMES", `${IDEA_ANSWERS.theme} ${IDEA_ANSWERS.conversation}`],
  ["WHY NOW", IDEA_ANSWERS.urgency!],
  ["COMPARABLES", `${IDEA_ANSWERS.comps} The Lighthouse (2019) grossed $18M worldwide on an $11M budget.`],
  ["TARGET AUDIENCE", IDEA_ANSWERS.audience!],
  ["PLATFORMS", IDEA_ANSWERS.platform!],
  [
    "MARKET",
    "Irish co-production eligible for Section 481 tax credit (32%). Screen Ireland development funding secured.",
  ],
  ["BUDGET", "EUR 3.2M. 28 shooting days on Inis Mor in February. 40% raised."],
  [
    "TEAM",
    "Director: Niamh Doyle (Sea Glass, Berlinale 2022). Writer: Aoife Keane. Producer: Declan Ward (Wildcard).",
  ],
  ["CONTACT", "Declan Ward, Wildcard Films, Dublin."],
] as const;

/** A 20-slide pitch deck's extracted text (the deck journey's payload). */
export const DECK_TEXT = SLIDES.map(([title, body], index) => `Slide ${index + 1}\n${title}\n${body}`).join(
  "\n\n",
);
