import { describe, expect, it } from "vitest";
import { type PositionedText, pageText } from "./pdf-lines";

const courier = (str: string, column: number, line: number): PositionedText => ({
  str,
  x: 108 + column * 7.2,
  y: 720 - line * 12,
  width: str.length * 7.2,
  size: 12,
});

describe("pageText", () => {
  it("keeps columns from the page edge and turns vertical gaps into blank lines", () => {
    const runs = [
      courier("JOHN", 22, 2),
      courier("INT. HOUSE - DAY", 0, 0),
      courier("Hello there, my", 10, 3),
      courier("friend.", 10, 4),
      courier("He leaves.", 0, 6),
    ];
    expect(pageText(runs, { isLayout: true, left: 0 })).toBe(
      [
        `${" ".repeat(15)}INT. HOUSE - DAY`,
        "",
        `${" ".repeat(37)}JOHN`,
        `${" ".repeat(25)}Hello there, my`,
        `${" ".repeat(25)}friend.`,
        "",
        `${" ".repeat(15)}He leaves.`,
        "",
      ].join("\n"),
    );
  });

  it("joins runs of one baseline in x order, with a space where there is a gap", () => {
    const runs = [
      { str: "world", x: 160, y: 500.5, width: 40, size: 12 },
      { str: "Hello", x: 100, y: 500, width: 40, size: 12 },
    ];
    expect(pageText(runs, { isLayout: false, left: 0 })).toBe("Hello world\n");
  });

  it("gives an empty page one empty line", () => {
    expect(pageText([{ str: "  ", x: 0, y: 0, width: 0, size: 12 }], { isLayout: true, left: 0 })).toBe("\n");
  });
});
