import { describe, expect, it } from "vitest";
import { groupHistory, type HistoryRecord } from "#domain/history";
import { type HistoryPage, historyRecordsOf, nextHistoryPage } from "./history";

function record(id: string, projectTitle: string, createdAt: string): HistoryRecord {
  return {
    id,
    projectId: null,
    projectTitle,
    pitchText: `${projectTitle} pitch`,
    genre: null,
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    overallScore: "7.0",
    overallSummary: "",
    categories: [],
    keyTakeaways: [],
    deckBuildout: null,
    scriptAnalysis: null,
    createdAt,
  };
}

describe("history pages on the dashboard", () => {
  const lighthouseNew = record("a2", "The Last Lighthouse", "2025-03-03T00:00:00.000Z");
  const harbour = record("b1", "Harbour Lights", "2025-03-02T00:00:00.000Z");
  const lighthouseOld = record("a1", "The Last Lighthouse", "2025-03-01T00:00:00.000Z");
  const pages: HistoryPage[] = [
    { records: [lighthouseNew, harbour], next: "/api/history?cursor=x" },
    { records: [lighthouseOld], next: null },
  ];

  it("keeps one card per project when its versions span pages", () => {
    const firstPage = groupHistory(historyRecordsOf(pages.slice(0, 1)));
    expect(firstPage.map((g) => [g.title, g.versions.length])).toEqual([
      ["The Last Lighthouse", 1],
      ["Harbour Lights", 1],
    ]);
    const both = groupHistory(historyRecordsOf(pages));
    expect(both.map((g) => [g.title, g.versions.map((v) => v.id)])).toEqual([
      ["The Last Lighthouse", ["a2", "a1"]],
      ["Harbour Lights", ["b1"]],
    ]);
  });

  it("lists a record once when pages overlap after a refetch", () => {
    const overlapping = [pages[0]!, { records: [harbour, lighthouseOld], next: null }];
    expect(historyRecordsOf(overlapping).map((r) => r.id)).toEqual(["a2", "b1", "a1"]);
    expect(historyRecordsOf(undefined)).toEqual([]);
  });

  it("follows only a history page of this server from the Link header", () => {
    expect(nextHistoryPage('</api/history?cursor=abc>; rel="next"')).toBe("/api/history?cursor=abc");
    expect(nextHistoryPage('</api/history?limit=2&cursor=abc>;rel="next"')).toBe(
      "/api/history?limit=2&cursor=abc",
    );
    expect(nextHistoryPage('<https://elsewhere.example/api/history?cursor=a>; rel="next"')).toBeNull();
    expect(nextHistoryPage('</api/history?cursor=abc>; rel="prev"')).toBeNull();
    expect(nextHistoryPage(null)).toBeNull();
  });
});
