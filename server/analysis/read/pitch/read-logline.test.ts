import { describe, expect, it } from "vitest";
import { labelledLogline, readLogline } from "./read-logline";

describe("readLogline", () => {
  it("reads a role with any determiner, a purpose-clause goal and a deadline", () => {
    const reading = readLogline(
      "When the station's reactor fails, its burned-out engineer must repair the core before the crew runs out of air.",
      "answer",
      [],
    );
    expect(reading).toMatchObject({
      lead: "its burned-out engineer",
      goal: "repair the core",
      deadline: "before the crew runs out of air",
    });
  });

  it("finds deadlines and stakes in time phrases and in what is lost", () => {
    const reading = readLogline(
      "Trapped in a sunken submarine with five days of air, a navy diver fights to reach the surface or lose her daughter forever.",
      "answer",
      [],
    );
    expect(reading?.lead).toBe("a navy diver");
    expect(reading?.goal).toBe("reach the surface");
    expect(reading?.deadline).toBe("five days of air");
    expect(reading?.stakes).toBe("or lose her daughter forever");
  });

  it("never takes what the lead must do for the lead, and reads the pronoun's name", () => {
    const reading = readLogline("When Anna loses her job, she must rob the bank.", "answer", []);
    expect(reading?.goal).toBe("rob the bank");
    expect(reading?.lead).toBe("Anna");
    const unnamed = readLogline("After the flood, she must rob the bank to rebuild the mill.", "answer", []);
    expect(unnamed?.lead).not.toBe("the bank");
  });

  it("reads a compound role noun as the lead ahead of a person later in the line", () => {
    const reading = readLogline(
      "The last ferryman on the Danube crossing at Ilok keeps his boat running for the Serbian widow whose husband he testified against.",
      "answer",
      [],
    );
    expect(reading?.lead).toBe("The last ferryman");
  });

  it("reads a named lead and a multi-sentence logline", () => {
    const reading = readLogline(
      "Rosa Delgado has one summer to save her father's taco truck. She sets out to win the city's street-food festival before the bank sells the land.",
      "answer",
      ["Rosa Delgado"],
    );
    expect(reading).toMatchObject({
      sentences: 2,
      lead: "Rosa Delgado",
      goal: "win the city's street-food festival",
      deadline: "before the bank sells the land",
    });
  });

  it("reads a place in the opening phrase as the setting, and the main clause's subject as the lead", () => {
    expect(
      readLogline(
        "In 1941 Casablanca, a cynical American nightclub owner must decide whether to help the woman who left him.",
        "answer",
        [],
      )?.lead,
    ).toBe("a cynical American nightclub owner");
    expect(
      readLogline("In Lagos, Ada Obi must find her brother before the election.", "answer", [])?.lead,
    ).toBe("Ada Obi");
  });
});

describe("labelledLogline", () => {
  it("reads a logline told in fragments: the fragments do not count, the lead's act is the goal", () => {
    const reading = readLogline(
      "1881. Texas. Widow's cattle die of thirst. She digs a well on the rancher's land. He has 3 days to hang her.",
      "answer",
      [],
    );
    expect(reading).toMatchObject({
      sentences: 3,
      lead: "Widow",
      goal: "digs a well on the rancher's land",
      deadline: "has 3 days to hang her",
    });
  });

  it("never takes a place after a preposition, nor a role noun late in the line, over the opening subject", () => {
    const reading = readLogline(
      "A Korean-American translator at the Irish embassy in Seoul discovers that the deal will close her grandmother's village.",
      "answer",
      [],
    );
    expect(reading?.lead).toBe("A Korean-American translator");
  });

  it("ends a Logline: section at the next label, not hundreds of words later", () => {
    const body =
      "Genre: Drama\nLogline: A celebrated coach returns to Chicago and the life she left behind.\nNeither of them has moved on.\nJACK CONNELLY, 42, is an advisor.\n" +
      "word ".repeat(600);
    expect(labelledLogline(body)).toBe(
      "A celebrated coach returns to Chicago and the life she left behind.\nNeither of them has moved on.",
    );
    expect(labelledLogline("Logline: A pilot must land.\nTone: Tense\nMore text")).toBe("A pilot must land.");
  });
});
