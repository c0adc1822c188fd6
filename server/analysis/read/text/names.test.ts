import { describe, expect, it } from "vitest";
import { nameCase, titleCase } from "./names";

describe("nameCase", () => {
  it("sets a name written in capitals in proper case", () => {
    expect(nameCase("EDWARD BLOOM")).toBe("Edward Bloom");
    expect(nameCase("MARY-JANE")).toBe("Mary-Jane");
    expect(nameCase("O'BRIEN'S DINER")).toBe("O'Brien's Diner");
    expect(nameCase("DON'T STOP")).toBe("Don't Stop");
    expect(nameCase("DR. A.J. SOPRANO")).toBe("Dr. A.J. Soprano");
    // Airplane!'s cue McCROSKEY, read in capitals.
    expect(nameCase("STEVE MCCROSKEY")).toBe("Steve McCroskey");
    expect(nameCase("SGT. MCCOBB")).toBe("Sgt. McCobb");
    expect(nameCase("MCA")).toBe("Mca");
  });

  it("keeps the writer's own spelling of a name in mixed case", () => {
    expect(nameCase("McDonald")).toBe("McDonald");
  });
});

describe("titleCase", () => {
  it("keeps the minor words of a title in lower case after the first word", () => {
    expect(titleCase("REASON OF STATE")).toBe("Reason of State");
    expect(titleCase("THE LAST OF US")).toBe("The Last of Us");
  });
});
