import { describe, expect, it } from "vitest";
import { teamRole } from "./team-roles";

describe("teamRole", () => {
  it("reads the role a team slide gives a name in each common layout", () => {
    const slide = [
      "THE TEAM",
      "Sam Whitlock — Producer (three Storyville films)",
      "Director: Ruth Okafor (Grierson Award 2022)",
      "Dr. Aistė Balčiūnaitienė",
      "CEO",
      "Orla Fitzgerald is a producer whose series reached number one.",
      "written & directed by Maren Holt",
      "Created by Tomás Ruiz | Written by Nia Roberts",
    ].join("\n");
    expect(teamRole("Sam Whitlock", slide)).toBe("producer");
    expect(teamRole("Ruth Okafor", slide)).toBe("director");
    expect(teamRole("Aistė Balčiūnaitienė", slide)).toBe("CEO");
    expect(teamRole("Orla Fitzgerald", slide)).toBe("producer");
    expect(teamRole("Maren Holt", slide)).toBe("writer and director");
    expect(teamRole("Tomás Ruiz", slide)).toBe("creator");
    expect(teamRole("Nia Roberts", slide)).toBe("writer");
  });

  it("gives no role where the slide gives none", () => {
    expect(teamRole("Joacim Nilsson", "IMWG\nJoacim Nilsson\nLinus Jansson")).toBeNull();
  });
});
