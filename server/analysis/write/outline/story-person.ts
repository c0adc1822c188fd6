export interface PagedLine {
  page: number;
  text: string;
}

/** A moment of a scene, quoted from its action or dialogue, with the scene's page and place. */
export interface SceneMoment extends PagedLine {
  place: string;
}

/** A person of the story as the outline presents them. */
export interface StoryPerson {
  /** How the outline names them: "Edward Bloom", "Kate", "Elias Marr". */
  name: string;
  /** The script's cue for them ("EDWARD"), or null outside scripts. */
  cue: string | null;
  isLead: boolean;
  /** The material's own sentence introducing them. */
  intro: string | null;
  /** Ages the material gives them, in order ("3, 17, 28"). */
  age: string | null;
  /** Who they are to another person: "Will's father". */
  relation: string | null;
  /** The words the material describes them with: "handsome". */
  traits: string | null;
  /** What the material says they want, fear or are (the questionnaire's answer about them). */
  detail: string | null;
  /** One line they say, verbatim. */
  line: string | null;
  /** The scenes they first and last appear in, each with a quoted moment: what changes for them. */
  arc?: { first: SceneMoment; last: SceneMoment } | null;
  scenes: number;
  firstPage: number | null;
  lastPage: number | null;
  /** The person they share most scenes with. */
  partner: string | null;
  /** Places they are seen most, by production location (a house's rooms count as the house). */
  places: string[];
}

const HONORIFIC =
  /^(?:dr|mr|mrs|ms|miss|prof|professor|sir|lady|lord|young|little|old|big|captain|commander|detective|father|sister|uncle|aunt)\.?$/i;

/** The name the outline uses in running text: "Edward" for Edward Bloom, "Bennett" for Dr. Bennett. */
export function firstName(person: StoryPerson): string {
  const parts = person.name.split(" ");
  return parts.find((part) => !HONORIFIC.test(part)) ?? parts.at(-1) ?? person.name;
}
