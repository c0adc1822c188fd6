import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildoutSlug, exportTimestamp } from "./file-names";
import { groupHistory, type HistoryRecord, historyGroupTitle, pickVersionToOpen } from "./history";
import { capAnswer, QUESTION_CAPS, QUESTION_KEYS } from "./questionnaire";
import { validateOnboarding } from "./validation";

const recordArb: fc.Arbitrary<HistoryRecord> = fc.record({
  id: fc.uuid(),
  projectId: fc.option(fc.string(), { nil: null }),
  projectTitle: fc.option(fc.constantFrom("A", "B", "C", " ", ""), { nil: null }),
  pitchText: fc.string({ minLength: 0, maxLength: 120 }),
  genre: fc.constant("Drama"),
  projectStage: fc.constantFrom("idea", "script", "deck"),
  mode: fc.constantFrom("analyze", "generate"),
  analysisType: fc.constantFrom("creative", "both"),
  overallScore: fc.constant("7.0"),
  overallSummary: fc.constant(""),
  categories: fc.constant([]),
  keyTakeaways: fc.constant([]),
  deckBuildout: fc.constant(null),
  scriptAnalysis: fc.constant(null),
  createdAt: fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms).toISOString()),
});

describe("history grouping properties", () => {
  it("keeps every record exactly once, groups by title, newest group first", () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 30 }), (records) => {
        const groups = groupHistory(records);
        const ids = groups.flatMap((g) => g.versions.map((v) => v.id)).sort();
        expect(ids).toEqual(records.map((r) => r.id).sort());
        for (const group of groups) {
          for (const version of group.versions) expect(historyGroupTitle(version)).toBe(group.title);
          const times = group.versions.map((v) => v.createdAt);
          expect([...times].sort().reverse()).toEqual(times);
        }
        const latest = groups.map((g) => g.latest.createdAt);
        expect([...latest].sort().reverse()).toEqual(latest);
        expect(new Set(groups.map((g) => g.title)).size).toBe(groups.length);
      }),
    );
  });

  it("opens a generate version whenever one exists", () => {
    fc.assert(
      fc.property(fc.array(recordArb, { minLength: 1, maxLength: 20 }), (records) => {
        for (const group of groupHistory(records)) {
          const picked = pickVersionToOpen(group);
          if (group.versions.some((v) => v.mode === "generate")) expect(picked.mode).toBe("generate");
          expect(group.versions).toContain(picked);
        }
      }),
    );
  });

  it("falls back to 60 characters of pitch text plus '...'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (pitchText) => {
        const title = historyGroupTitle({ projectTitle: null, pitchText });
        expect(title).toBe(`${pitchText.slice(0, 60)}...`);
      }),
    );
  });
});

describe("file-name properties", () => {
  it("slugs are lowercase alphanumerics and hyphens, at most 50 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (headline) => {
        const slug = buildoutSlug(headline);
        expect(slug.length).toBeLessThanOrEqual(50);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });
  it("timestamps are year-month-day-hourminute", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(exportTimestamp(date)).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}$/);
        },
      ),
    );
  });
});

describe("validation and caps properties", () => {
  it("reports the first failing rule in the product's order", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom("", "Drama"),
        fc.option(fc.string(), { nil: null }),
        (title, genre, text) => {
          const failure = validateOnboarding({ title, genre, uploadedText: text });
          const expected = !title.trim()
            ? "Project Title Required"
            : !genre
              ? "Genre Required"
              : !text
                ? "File Upload Required"
                : text.length < 100
                  ? "Content Required"
                  : null;
          expect(failure?.title ?? null).toBe(expected);
        },
      ),
    );
  });
  it("caps every answer at its key's maximum and keeps shorter ones whole", () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTION_KEYS), fc.string({ maxLength: 1500 }), (key, value) => {
        const capped = capAnswer(key, value);
        expect(capped.length).toBeLessThanOrEqual(QUESTION_CAPS[key]);
        expect(value.startsWith(capped)).toBe(true);
        if (value.length <= QUESTION_CAPS[key]) expect(capped).toBe(value);
      }),
    );
  });
});
