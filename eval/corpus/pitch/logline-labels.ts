/** Loglines with their parts labelled by hand: the lead as written, the goal, the ticking clock. */
export interface LoglineLabel {
  text: string;
  lead: string;
  goal: string | null;
  deadline: string | null;
}

export const LOGLINE_LABELS: readonly LoglineLabel[] = [
  {
    text: "When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the town that wants her gone before the storm season ends.",
    lead: "a reclusive lighthouse keeper",
    goal: "hide her from the town that wants her gone",
    deadline: "before the storm season ends",
  },
  {
    text: "Trapped in a sunken research submarine with five days of air, its burned-out engineer must repair a reactor she sabotaged herself before the navy decides the crew is cheaper to leave on the seabed.",
    lead: "its burned-out engineer",
    goal: "repair a reactor she sabotaged herself",
    deadline: "five days of air",
  },
  {
    text: "When the town council moves to rezone her family's apple orchard, a stubborn eighty-year-old widow runs for mayor to stop the vote before the bank sells the land to a warehouse developer.",
    lead: "a stubborn eighty-year-old widow",
    goal: "stop the vote",
    deadline: "before the bank sells the land to a warehouse developer",
  },
  {
    text: "When a night-shift radio host starts taking calls from her dead brother's phone number, she must trace the signal to the flooded mine where he died before the voices on the line learn her address.",
    lead: "a night-shift radio host",
    goal: "trace the signal to the flooded mine where he died",
    deadline: "before the voices on the line learn her address",
  },
  {
    text: "A disgraced former tennis champion agrees to coach the teenage rival who ended her career, because the prize money is the only way to keep her tennis club from closing before the season ends.",
    lead: "A disgraced former tennis champion",
    goal: "coach the teenage rival who ended her career",
    deadline: "before the season ends",
  },
  {
    text: "Rosa Delgado has one summer to save her father's taco truck. She sets out to win the city's street-food festival before the bank sells the truck.",
    lead: "Rosa Delgado",
    goal: "win the city's street-food festival",
    deadline: "before the bank sells the truck",
  },
  {
    text: "When a disgraced border patrol pilot discovers her brother is smuggling for the cartel that killed their father, she must bring him in alive before her own agency burns them both.",
    lead: "a disgraced border patrol pilot",
    goal: "bring him in alive",
    deadline: "before her own agency burns them both",
  },
  {
    text: "When a grieving radio astronomer receives a signal from her dead husband's probe, she must decode it before the space agency shuts down the telescope.",
    lead: "a grieving radio astronomer",
    goal: "decode it",
    deadline: "before the space agency shuts down the telescope",
  },
  {
    text: "Two estranged sisters drive their father's ashes across Australia in a stolen ice-cream van to scatter them at a racecourse he was banned from, with the police three towns behind them.",
    lead: "Two estranged sisters",
    goal: "scatter them at a racecourse he was banned from",
    deadline: null,
  },
  {
    text: "A teenage inventor, Tess Alvarez, must power her town's hospital with a battery she built from scrap before the winter storm kills the patients.",
    lead: "Tess Alvarez",
    goal: "power her town's hospital with a battery she built from scrap",
    deadline: "before the winter storm kills the patients",
  },
  {
    text: "A celebrated soccer coach returns to Chicago and the life of the high school sweetheart she left behind twenty years ago. Neither of them is who they were.",
    lead: "A celebrated soccer coach",
    goal: null,
    deadline: null,
  },
  {
    text: "With 48 hours until the election, a junior campaign aide must find the leaked tape that will sink her candidate, or lose the only job that ever mattered to her.",
    lead: "a junior campaign aide",
    goal: "find the leaked tape that will sink her candidate",
    deadline: "48 hours until the election",
  },
];
