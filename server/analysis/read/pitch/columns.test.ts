import { describe, expect, it } from "vitest";
import { readColumns } from "./columns";

describe("readColumns", () => {
  it("reads a team slide laid out in columns one person at a time, joining a wrapped surname", () => {
    const slide = [
      "Our Team",
      "Dr. Ona                      Mark Levin                  Prof. Dr. Tomas",
      "Petraitytė CEO               CTO                         Kalvaitis",
      "12 years in agronomy         Built two food startups     Scientific advisor",
    ].join("\n");
    const columns = readColumns(slide).split("\n\n");
    expect(columns).toEqual([
      "Our Team",
      "Dr. Ona Petraitytė\nCEO\n12 years in agronomy",
      "Mark Levin\nCTO\nBuilt two food startups",
      "Prof. Dr. Tomas Kalvaitis\nScientific advisor",
    ]);
  });

  it("joins a titled first name to the surname on the next line when the text has no columns", () => {
    const slide = "Our Team\nDr. Ona\nPetraitytė CEO\nProf. Dr. Tomas\nKalvaitis\nScientific advisor";
    expect(readColumns(slide)).toBe(
      "Our Team\nDr. Ona Petraitytė\nCEO\nProf. Dr. Tomas Kalvaitis\nScientific advisor",
    );
  });

  it("leaves text without columns as it was", () => {
    const slide = "The Team\nWriter: Ana Ruiz\nProducer: Ben Cole";
    expect(readColumns(slide)).toBe(slide);
  });
});
