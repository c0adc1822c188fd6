import { describe, expect, it } from "vitest";
import { printedPageNumbers } from "./printed-page-numbers";

const page = (number: string | null, body = "INT. HOUSE - DAY\n\nAnn waits.") =>
  number === null ? body : `${" ".repeat(70)}${number}\n\n${body}`;

describe("printed page numbers", () => {
  it("reads the number each page prints, and the place-implied number of an unnumbered first page", () => {
    // A title page, an unnumbered page 1, then 2., 3., 4.
    const pages = ["TITLE\n\nwritten by\n\nA. Writer", page(null), page("2."), page("3."), page("4.")];
    expect(printedPageNumbers(pages)).toEqual([0, 1, 2, 3, 4]);
  });

  it("follows the print when two cover pages come before the script (numbers two lower than the file's)", () => {
    const pages = ["", "TITLE", page(null), page("2."), page("3."), page("4."), page("5.")];
    expect(printedPageNumbers(pages)?.slice(2)).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes numbers at the foot of a page and in other forms", () => {
    const pages = [page(null), `${page(null)}\n\n- 2 -`, `${page(null)}\n\nPage 3`, `${page(null)}\n\n4`];
    expect(printedPageNumbers(pages)).toEqual([1, 2, 3, 4]);
  });

  it("is null when the pages print no numbers, or numbers that disagree", () => {
    expect(printedPageNumbers([page(null), page(null), page(null), page(null)])).toBeNull();
    expect(printedPageNumbers([page("7."), page("40."), page("3."), page("19."), page("88.")])).toBeNull();
  });
});
