import { wordLists } from "#server/lexicons/word-lists";
import pitchNames from "../../../lexicons/pitch-names.json" with { type: "json" };

/** Our own short lists for what no package ships (server/lexicons/pitch-names.json). */
const lists = wordLists(pitchNames);

export const FESTIVALS_AND_AWARDS = lists.festivalsAndAwards;
export const STUDIOS_AND_PLATFORMS = lists.studiosAndPlatforms;
/** A capitalised run ending in one of these names a company or an institution. */
export const ORGANISATION_WORDS = lists.organisationWords;
export const MONTHS_OF_THE_YEAR = lists.months;
/** Last words of a place's name: a landform or a street ("Atacama Desert", "Harlan Seam"). */
export const PLACE_ENDINGS = lists.placeEndings;
/** Money words that layout text capitalises and a naive reader takes for names. */
export const FUNDING_TERMS = lists.fundingTerms;
/** Capitalised words of pitch layout that are never names (slide headings, labels, roles). */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set(lists.notNameWords);
