/** Praise a pitch gives itself: it tells a buyer nothing about the story. */
export const HYPE_PATTERN =
  /\b(?:best (?:movie|film|show|series|story|idea|script|pitch)s? ever|the best(?! (?:man|men|woman|women|friends?|part|of|she|he|they|way|thing))|ever made|of all time|next big (?:hit|thing)|guaranteed (?:hit|success|blockbuster)|blockbuster|masterpiece|amazing|incredible|awesome|mind-?blowing|groundbreaking|revolutionary|never been done|never seen before|like nothing (?:you'?ve|anyone has) ever seen|everyone will (?:love|watch|want)|everybody will (?:love|watch)|will make (?:millions|billions)|billion[- ]dollar|huge hit|instant classic|oscar[- ]worthy|award[- ]winning potential|viral sensation|game[- ]changer|perfect (?:movie|film|story))\b/iu;

/** Clichés by genre: phrases buyers have read a thousand times. Lower case. */
export const CLICHES: Record<string, readonly string[]> = {
  Horror: [
    "something evil lurks",
    "evil lurks",
    "nothing is what it seems",
    "ancient evil",
    "ancient curse",
    "haunted house",
    "a group of friends",
    "cabin in the woods",
    "one by one",
    "terrifying secret",
    "horror is always popular",
  ],
  Thriller: [
    "race against time",
    "race against the clock",
    "nothing is what it seems",
    "trust no one",
    "a web of lies",
    "deadly game",
    "one last job",
    "dark secret",
  ],
  Drama: ["a journey of self-discovery", "finding yourself", "life is never the same", "against all odds"],
  Comedy: ["hilarity ensues", "wacky", "zany"],
  Romance: ["love conquers all", "opposites attract", "meant to be"],
  any: [
    "race against time",
    "nothing is what it seems",
    "against all odds",
    "hilarity ensues",
    "a journey of self-discovery",
    "life will never be the same",
    "everything changes",
    "in a world where",
    "next big hit",
    "the next big thing",
    "edge of your seat",
    "edge-of-your-seat",
    "rollercoaster",
    "roller coaster ride",
    "must-see",
    "like no other",
  ],
};
