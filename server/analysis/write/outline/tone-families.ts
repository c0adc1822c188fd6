/**
 * Families of tone, each with the words that show it on the page and how it looks on a slide. The
 * outline keeps the three to five families the material shows most (docs/product.md §"The Complete
 * Deck Outline").
 */
export interface ToneFamily {
  phrase: string;
  cues: readonly string[];
  look: string;
  /** Genres that lean on this tone. */
  genres: readonly string[];
}

const f = (phrase: string, cues: string, look: string, genres = ""): ToneFamily => ({
  phrase,
  cues: cues.split(" ").map((cue) => cue.replace(/_/g, " ")),
  look,
  genres: genres ? genres.split(" ") : [],
});

export const TONE_FAMILIES: readonly ToneFamily[] = [
  f(
    "Warm and tender",
    "warm tender gentle cozy cosy hug hugs kiss kisses smile smiles home kitchen tenderly",
    "Soft practical light, close two-shots, warm skin tones.",
    "Drama Comedy",
  ),
  f(
    "Fantastical",
    "giant witch magic legend legends impossible fairy circus werewolf enchanted wonder mermaid spectre tale tales myth",
    "Heightened colour and scale, storybook framing, one impossible image per slide.",
    "Sci-Fi",
  ),
  f(
    "Eerie",
    "eerie uncanny ghost ghosts haunted strange whisper whispers fog shadow shadows witch silence silent creeps dark",
    "Low light, fog and negative space; faces half in shadow.",
    "Horror Thriller",
  ),
  f(
    "Elegiac",
    "grief funeral dies died death dying tears crying cry alone lonely loss goodbye hospital ashes grave mourning",
    "Muted palette, stillness, empty rooms and the space someone left.",
    "Drama",
  ),
  f(
    "Wry and comic",
    "laugh laughs laughing funny joke jokes absurd ridiculous silly grins cheeky goofy daft comic comedy",
    "Bright, clean frames with room for the joke; reaction shots.",
    "Comedy",
  ),
  f(
    "Tense",
    "tense suspense chase gun guns run runs running locked alarm panic danger threat deadline escape trapped hunted killers",
    "Hard light, tight frames and a clock in view.",
    "Thriller Horror",
  ),
  f(
    "Claustrophobic",
    "claustrophobic windowless corridor corridors cramped underground walls narrow sealed doors",
    "Tight framing, low ceilings, no horizon.",
    "Thriller Horror",
  ),
  f(
    "Cold and stark",
    "ice icy snow cold frozen winter blizzard polar freezing frost",
    "Blue-white palette, hard edges, breath in the air.",
    "",
  ),
  f(
    "Sun-bleached",
    "sun heat desert dust dusty summer sun-bleached sunlight highway salt",
    "Overexposed daylight, ochre and white, heat haze.",
    "",
  ),
  f(
    "Hopeful",
    "hope hopeful rousing triumph dawn spring sing sings singing chorus win wins light",
    "Rising light toward the last slides; open skies.",
    "",
  ),
  f(
    "Nostalgic",
    "memory memories remember remembers childhood photo photos photograph letter letters years_later once",
    "Film grain, period colour, objects kept for years.",
    "Drama",
  ),
  f(
    "Romantic",
    "love loves romance romantic bride wedding flowers daffodils dance dancing married",
    "Golden hour, flowers in frame, two people and the space between them.",
    "Drama Comedy",
  ),
  f(
    "Awe-struck",
    "sky stars awe vast space universe telescope signal cosmos horizon",
    "Wide frames where people are small against the sky.",
    "Sci-Fi",
  ),
  f(
    "Gritty",
    "blood fight fights violence crime police bleak brutal dirty wound",
    "Handheld, sodium light, texture on every surface.",
    "Thriller",
  ),
  f(
    "Adventurous",
    "journey road river storm adventure travel crosses cross sails ship boat border",
    "Landscape-led frames, maps and motion between slides.",
    "",
  ),
  f(
    "Absurd",
    "absurd surreal bizarre nonsense goofy daft cyber robot malevolent befuddled",
    "Deadpan framing, odd symmetry, one wrong detail in every image.",
    "Comedy",
  ),
  f(
    "Evidence-led",
    "percent data study research tons billion million measured results tested",
    "Charts and figures set large; one number per slide.",
    "startup",
  ),
  f(
    "Urgent",
    "waste crisis climate emissions urgent loss problem threat",
    "High-contrast problem slides before calm solution slides.",
    "startup",
  ),
  f(
    "Natural",
    "natural organic sustainable plant plants biodegradable eco green fresh",
    "Daylight, plants and produce, clean white space.",
    "startup",
  ),
];
