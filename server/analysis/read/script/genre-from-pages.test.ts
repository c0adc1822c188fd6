import { describe, expect, it } from "vitest";
import { genreFromPages, statedGenre } from "./genre-from-pages";

describe("the genre read from a script's pages", () => {
  it("reads a genre whose words are dense and varied, else Drama", () => {
    const ship = "The spaceship drops out of orbit. A robot checks the laser. The alien planet glows below.";
    expect(genreFromPages(`${ship} ${ship}`).genre).toBe("Sci-Fi");
    expect(genreFromPages("Margot kneels by the sundial. Owen hands her a coffee at the gate.").genre).toBe(
      "Drama",
    );
  });

  it("takes no genre from one word, however short the script", () => {
    expect(genreFromPages("Bob lets out a scream and sits down.").genre).toBe("Drama");
  });

  it("takes the genre the opening states in the writer's words, and none from a later line", () => {
    expect(statedGenre("The Importance of Being Earnest\nA Trivial Comedy for Serious People\n")).toBe(
      "Comedy",
    );
    expect(statedGenre("Title: Night Ward\nA psychological horror film\nWritten by Ann")).toBe("Horror");
    expect(statedGenre("Title: Dust Road\nWritten by Ann\n\nEXT. ROAD - DAY\n\nThey argue.")).toBeNull();
    expect(statedGenre(`${"Action.\n".repeat(50)}It is a comedy of errors.`)).toBeNull();
  });
});
