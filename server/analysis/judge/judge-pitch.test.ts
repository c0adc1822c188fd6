import { describe, expect, it } from "vitest";
import { buildCombinedText, type PromptAnswers } from "#domain/questionnaire";
import type { AnalysisInput } from "../engine/analysis-engine";
import { judgePitch } from "./judge-pitch";

function idea(answers: PromptAnswers, genre = "Drama"): AnalysisInput {
  return {
    pitchText: buildCombinedText(null, answers),
    genre,
    projectTitle: answers.projectTitle ?? null,
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
  };
}

function deck(slides: string[], title: string | null = null): AnalysisInput {
  return { ...idea({}), pitchText: slides.join("\n\f"), projectStage: "deck", projectTitle: title };
}

describe("judgePitch: people who are not in the story", () => {
  it("reads no epigraph's author as a character, and no place after a preposition as the lead", () => {
    const judgement = judgePitch(
      idea({
        logline:
          "A Korean-American translator at the Irish embassy in Seoul discovers that the trade deal she is translating will close her grandmother's village.",
        synopsis:
          "“The past is never dead. It's not even past.” — William Faulkner. Grace Lim, 34, translates for the Irish delegation. Her ambassador, Declan Byrne, needs the deal.",
      }),
    );
    expect(judgement.characters).not.toContain("William Faulkner");
    expect(judgement.characters).toEqual(expect.arrayContaining(["Grace Lim", "Declan Byrne"]));
    expect(judgement.logline?.lead).toBe("A Korean-American translator");
  });

  it("names a credited writer-director as the team, and no programme strand or tower as a person", () => {
    const judgement = judgePitch(
      deck([
        "ASHFALL\nwritten & directed by Maren Holt",
        "Story\nEdda Rós, 36, guts cod at the harbour plant in Heimaey. In the end she leads the children down the mountain.",
        "Team\nSam Whitlock, Producer (three Storyville films)\nOrla Fitzgerald grew up two streets from Divis Tower.",
      ]),
    );
    expect(judgement.team).toEqual(expect.arrayContaining(["Maren Holt", "Sam Whitlock", "Orla Fitzgerald"]));
    expect(judgement.team).not.toContain("Storyville");
    expect(judgement.team).not.toContain("Divis Tower");
    expect(judgement.characters).not.toContain("Maren Holt");
  });
});

describe("judgePitch: praise", () => {
  it("reads a hype word inside a name (PBS Masterpiece) as the name, and the same word as praise", () => {
    const named = judgePitch(
      idea({ platform: "BBC One or ITV1, with a US partner such as PBS Masterpiece." }),
    );
    expect(named.findings.filter((finding) => finding.detector === "hype")).toEqual([]);
    const praise = judgePitch(idea({ platform: "BBC One. This series is a masterpiece." }));
    expect(praise.findings.some((finding) => finding.detector === "hype")).toBe(true);
  });
});

describe("judgePitch: deck type", () => {
  it("reads a short service pitch with no sign of a story or a screen as an investor deck", () => {
    const judgement = judgePitch(
      deck([
        "Welcome to Sweden\nTutorials for navigating Swedish online systems",
        "Value\n160 working hours per month – 1000 SEK / time\nDeliver a working platform",
      ]),
    );
    expect(judgement.deckType).toBe("startup");
  });
});

describe("judgePitch: entities", () => {
  it("tells characters from places, titles, festivals, organisations, languages and the team", () => {
    const judgement = judgePitch(
      idea({
        logline:
          "When her brother vanishes in Essex, a Swedish translator, Ingrid Sol, must find him before the Sundance premiere of his film.",
        synopsis:
          "Ingrid Sol flies from Stockholm to Essex. Her brother Mats Sol has left a note in Swedish. Victor Crane, his producer at Blackwater Pictures, wants the Sundance slot more than he wants Mats found. Ingrid learns the truth in London.",
        comps: "Harry Potter meets The Killing",
        audience: "Adults 25-54 who watch Nordic noir",
      }),
    );
    expect(judgement.characters).toEqual(expect.arrayContaining(["Ingrid Sol", "Mats Sol", "Victor Crane"]));
    for (const notPerson of [
      "Essex",
      "Stockholm",
      "London",
      "Sundance",
      "Swedish",
      "Harry Potter",
      "Blackwater Pictures",
    ])
      expect(judgement.characters).not.toContain(notPerson);
    const kinds = Object.fromEntries(judgement.entities.map((entity) => [entity.name, entity.kind]));
    expect(kinds).toMatchObject({
      Essex: "place",
      London: "place",
      Sundance: "festival",
      Swedish: "language",
      "Harry Potter": "title",
      "Blackwater Pictures": "organisation",
    });
    expect(judgement.protagonist).toBe("Ingrid Sol");
  });

  it("never counts places or groups written with a common noun as characters", () => {
    const judgement = judgePitch(
      idea({
        logline:
          "The last ferryman on the Danube crossing at Ilok keeps his boat running for the Serbian widow whose husband he testified against.",
        synopsis:
          "Marko Babić, 66, runs the ferry between Ilok in Croatia and Bačka Palanka in Serbia. Every Thursday Vesna Petrović crosses to visit a grave. On the last day Marko leaves the ferry on the Serbian bank and walks back. The nurse Gloria Park meets him there.",
      }),
    );
    expect(judgement.characters).toEqual(
      expect.arrayContaining(["Marko Babić", "Vesna Petrović", "Gloria Park"]),
    );
    for (const place of ["Danube crossing", "Ilok", "Bačka Palanka", "Serbian bank"])
      expect(judgement.characters).not.toContain(place);
    expect(judgement.logline?.lead).not.toBe("Danube crossing");
  });

  it("names the team from credits and the deck by its first slide", () => {
    const judgement = judgePitch(
      deck([
        "Jupiter\nA feature drama",
        "Logline\nWhen a grieving astronomer finds a signal from her dead husband's probe, she must decode it before the agency shuts the telescope down.",
        "Team\nWritten by Lena Park, whose short Glass Hours premiered at Tribeca.\nProducer: Omar Haddad.",
      ]),
    );
    expect(judgement.name).toBe("Jupiter");
    expect(judgement.team).toEqual(expect.arrayContaining(["Lena Park", "Omar Haddad"]));
    expect(judgement.characters).not.toContain("Lena Park");
    expect(judgement.characters).not.toContain("Glass Hours");
    expect(judgement.logline?.lead).toBe("a grieving astronomer");
  });
});

describe("judgePitch: validity gates", () => {
  const lorem =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.";
  it("refuses placeholder text, gibberish and one answer everywhere, with a sentence", () => {
    expect(judgePitch(idea({ logline: lorem, synopsis: lorem })).refusal).toContain("placeholder text");
    const gibberish = "asdkj qwoeiu zmxncb alskdj qpwoeiruty zmxnvb asldkfj qwpeoriu xcmvnb aslkdfj weoiru";
    expect(judgePitch(idea({ logline: gibberish, synopsis: gibberish })).refusal).toMatch(
      /^Only \d+% of the words in this material are English words/,
    );
    const spanish =
      "Cuando una pescadora pierde su barco, debe recuperar la confianza de su pueblo antes de que llegue el invierno y lo pierda todo.";
    const inSpanish = judgePitch(idea({ logline: spanish, synopsis: spanish }));
    expect(inSpanish.refusal).toBeNull();
    expect(inSpanish.findings.find((finding) => finding.detector === "other-language")?.note).toContain(
      "not read in English: it reads as Spanish",
    );
    const same = "A heist movie with a twist that nobody sees coming at the end.";
    const refusal = judgePitch(
      idea({ logline: same, synopsis: same, protagonist: same, obstacle: same, audience: same }),
    ).refusal;
    expect(refusal).toContain("was given as the answer to 5 of the 5 questions");
  });

  it("caps flattery and word lists instead of giving them the benefit of the doubt", () => {
    const praise = "The best movie ever made, everyone will love it.";
    const flattery = judgePitch(
      idea({
        logline: praise,
        synopsis: "An amazing masterpiece.",
        audience: "Everyone!",
        platform: "Amazing.",
      }),
    );
    expect(flattery.refusal).toBeNull();
    expect(flattery.ceiling).toBeLessThanOrEqual(3);
    expect(flattery.gates.find((gate) => gate.gate === "hype")?.passed).toBe(false);
    const list = judgePitch(
      idea({
        logline: "eggs milk bread butter apples",
        synopsis: "rice beans onions garlic tomatoes pasta cheese",
        protagonist: "coffee tea sugar",
        audience: "bananas",
      }),
    );
    expect(list.ceiling).toBeLessThanOrEqual(3);
  });
});

describe("judgePitch: detectors and deck type", () => {
  it("quotes a vague audience, franchise comps against the budget, a generic why-now and a cliché", () => {
    const judgement = judgePitch(
      idea(
        {
          logline: "In a remote cabin, something evil lurks as five friends must survive the night.",
          audience: "Everyone!",
          comps: "Harry Potter meets Star Wars meets Frozen",
          urgency: "Horror is always popular.",
          synopsis: "The budget is $25M. Five friends rent a cabin and one by one they disappear.",
        },
        "Horror",
      ),
    );
    const byDetector = (kind: string) => judgement.findings.filter((finding) => finding.detector === kind);
    expect(byDetector("vague-audience")[0]).toMatchObject({
      category: "Audience Alignment",
      quote: "Everyone!",
    });
    expect(byDetector("mega-comps")[0]?.note).toContain("$25 million");
    expect(byDetector("generic-why-now")[0]?.quote).toBe("Horror is always popular.");
    expect(byDetector("cliche").map((finding) => finding.category)).toContain("Logline");
    for (const finding of judgement.findings)
      expect(judgement.findings.length && finding.quote.length).toBeGreaterThan(0);
  });

  it("quotes a platform answer that names no platform or format", () => {
    const judgement = judgePitch(
      idea({
        logline:
          "When a chef loses her restaurant, she must win a cooking contest before the bank sells the building.",
        platform: "Wherever people can see it.",
      }),
    );
    expect(
      judgement.findings.find((finding) => finding.category === "Target Market & Platforms"),
    ).toMatchObject({
      quote: "Wherever people can see it.",
      cap: 4,
    });
  });

  it("tells a startup deck from a creative one", () => {
    const startup = judgePitch(
      deck([
        "Acme Grid\nAda Brook\nTom Vale",
        "Problem\nGrid batteries fail early.",
        "Solution\nOur product predicts failures.",
        "Market size\nA $12 billion market, CAGR 18%.",
        "Traction\n40 customers and $300k revenue.",
        "The ask\nRaising a $2M seed round from investors.",
      ]),
    );
    expect(startup.deckType).toBe("startup");
    expect(startup.characters).toEqual([]);
    expect(startup.team).toEqual(["Ada Brook", "Tom Vale"]);
    expect(startup.logline).toBeNull();
  });
});

describe("judgePitch: platforms", () => {
  const story = {
    logline:
      "Three ducklings who run the rain rescue of Little Marsh solve one small weather problem in each episode.",
    synopsis:
      "Pip, Dot and Mo fly out whenever the rain makes trouble: a snail stranded on a leaf, a heron's nest in a flood. Each story ends with a song and a dry bed.",
    audience: "Children aged 2-5 and the parents who watch with them.",
  };
  const vague = (platform: string) =>
    judgePitch(idea({ ...story, platform }, "Animation")).findings.filter(
      (finding) => finding.detector === "vague-platform",
    );

  it("reads a children's channel, a second option and a format figure as a platform", () => {
    expect(vague("CBeebies, with Milkshake! or Nick Jr. as second options; 52 x 7 minutes")).toEqual([]);
    expect(vague("Ideally for PBS Kids")).toEqual([]);
  });

  it("still calls an answer that names no buyer vague", () => {
    expect(vague("Wherever people watch things")).toHaveLength(1);
  });
});

describe("judgePitch: people on real deck layouts", () => {
  it("reads a team slide in columns, with a surname wrapped onto the next line", () => {
    const judgement = judgePitch(
      deck([
        "Harvest Eye\nCrop disease found from a phone photo",
        "Problem\nFarmers lose 20% of their crop to disease they see too late.",
        [
          "Team",
          "Dr. Ona                      Mark Levin                  Prof. Dr. Tomas",
          "Petraitytė CEO               CTO                         Kalvaitis",
          "12 years in agronomy         Built two food startups     Scientific advisor",
        ].join("\n"),
        "Funding\nWe are raising €400,000 seed.",
      ]),
    );
    expect(judgement.team).toEqual(
      expect.arrayContaining(["Ona Petraitytė", "Mark Levin", "Tomas Kalvaitis"]),
    );
  });
});
