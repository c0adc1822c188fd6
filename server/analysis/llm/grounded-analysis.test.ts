import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAULT_WEIGHT } from "#analysis/judge/pitch-faults";
import { type AnalysisResult, AnalysisResultSchema, roundScore } from "#domain/analysis";
import { buildCombinedText } from "#domain/questionnaire";
import { VERDICTS } from "#domain/script-reading";
import { AppError } from "#server/errors";
import { createBuiltinEngine } from "../engine/create-builtin-engine";
import { createLanguageModel, type LlmProvider } from "./create-language-model";
import { createLlmEngine } from "./create-llm-engine";
import { evidenceFacts } from "./grounding/evidence-facts";
import { replacedSentence } from "./grounding/replaced-sentence";
import { verifyText } from "./grounding/verify-text";
import { anthropicInputTokens, startAnthropicTestServer } from "./test/anthropic-messages-test-server";
import { inputFor, readRealFixture } from "./test/llm-fixtures";
import {
  type LlmTestServer,
  type RecordedRequest,
  startLlmTestServer,
} from "./test/openai-compatible-test-server";

const BIG_FISH = readRealFixture("big_fish__screenplain.fountain");
const INVENTED_QUOTE = "The river owes me a wedding ring, Mortimer.";
const REAL_QUOTE = "There are some fish that cannot be caught.";

let openai: LlmTestServer;
let anthropic: LlmTestServer;
/** The server the running case talks to. */
let server: LlmTestServer;
beforeAll(async () => {
  openai = await startLlmTestServer({ slowMs: 3_000 });
  anthropic = await startAnthropicTestServer({ slowMs: 3_000 });
  server = openai;
});
afterAll(async () => {
  await openai.close();
  await anthropic.close();
});
beforeEach(() => {
  openai.reset();
  anthropic.reset();
  server = openai;
});

/** The input tokens each server reports for one request. */
const PROTOCOLS: [LlmProvider, string, string, (request: RecordedRequest) => number][] = [
  ["openai-compatible", "test-model", "/v1/chat/completions", () => 100],
  ["anthropic", "claude-sonnet-4-5", "/v1/messages", anthropicInputTokens],
  // An older model: structured output through the json tool (tool_use) instead of output_config.
  ["anthropic", "claude-3-haiku-20240307", "/v1/messages", anthropicInputTokens],
];

const isScriptReport = (request: RecordedRequest) => !!request.schema?.properties?.reading;

/** A model's script report: grounded notes everywhere, plus what `invent` adds. */
function report(example: unknown, invent: boolean): unknown {
  const answer = example as Record<string, Record<string, unknown>>;
  const reading = answer.reading as Record<string, unknown>;
  return {
    ...answer,
    overallSummary: `Edward tells the story of The Beast; Will has heard it before. "${REAL_QUOTE}"`,
    sections: {
      ...answer.sections,
      dialogue: {
        content: invent
          ? `In scene 999 on page 12, Edward's line "${INVENTED_QUOTE}" shows Mortimer what he lost.`
          : `Edward opens on "${REAL_QUOTE}" and Will answers "Make him stop."`,
      },
    },
    reading: {
      ...reading,
      logline: { text: "A son pieces together the truth of his father's tall tales.", source: "drafted" },
      synopsis: "Edward tells Will the story of The Beast; Sandra stands with Will at the door.",
      verdict: { script: "Consider", writer: "Consider" },
      flags: [
        {
          kind: "exposition",
          page: 1,
          scene: 1,
          quote: "Call it luck.  Call it grace.",
          note: "The narration states the theme.",
        },
        ...(invent
          ? [
              {
                kind: "monologue",
                page: 400,
                scene: 999,
                quote: INVENTED_QUOTE,
                note: "Mortimer speaks at length.",
              },
            ]
          : []),
      ],
    },
  };
}

function engineFor(provider: LlmProvider, model: string, timeoutMs = 10_000) {
  const logs: Record<string, unknown>[] = [];
  const engine = createLlmEngine({
    model: createLanguageModel({ provider, model, baseUrl: server.url, apiKey: "test-key" }),
    timeoutMs,
    maxInputTokens: 120_000,
    logger: { info: (fields) => logs.push(fields as Record<string, unknown>) },
  });
  return { engine, logs };
}

/** Every sentence the user can read in a script result. */
function userStrings(result: AnalysisResult): string[] {
  const analysis = result.scriptAnalysis!;
  const reading = analysis.reading!;
  return [
    analysis.intro ?? "",
    analysis.overallSummary,
    analysis.cta ?? "",
    ...analysis.sections.map((section) => section.content),
    ...analysis.keyTakeaways,
    reading.synopsis,
    reading.logline?.text ?? "",
    ...reading.grid.map((row) => row.evidence),
    ...reading.flags.flatMap((flag) => [flag.note, `"${flag.quote}" on page ${flag.page}`]),
  ];
}

const bigFish = () => inputFor({ pitchText: BIG_FISH, projectStage: "script", projectTitle: "Big Fish" });

describe.each(PROTOCOLS)(
  "grounded AI analysis through the real %s SDK (%s)",
  (provider, model, path, reported) => {
    beforeEach(() => {
      server = provider === "anthropic" ? anthropic : openai;
    });

    it("catches an invented quote, character and scene: one repair turn, then the built-in reader's notes stand in", async () => {
      server.setAnswerHook((example, request) => (isScriptReport(request) ? report(example, true) : example));
      const { engine, logs } = engineFor(provider, model);
      const result = AnalysisResultSchema.parse(await engine.analyze(bigFish()));

      expect(server.requests.map((request) => request.path)).toEqual([path, path]);
      // The repair turn lists each failure.
      const repair = server.requests[1]!.prompt;
      expect(repair).toContain(`- sections.dialogue: the quote "${INVENTED_QUOTE}" is not in the material`);
      expect(repair).toContain("scene 999 does not exist");
      expect(repair).toContain('"Mortimer" is not a name, place or title in the material');
      expect(repair).toContain("page 400 does not exist");

      // What the user sees: the built-in reader's Dialogue section and a sentence saying so.
      const analysis = result.scriptAnalysis!;
      const dialogue = analysis.sections.find((section) => section.id === "dialogue")!;
      expect(dialogue.content).not.toContain("Mortimer");
      expect(dialogue.content).toMatch(/Big Fish|EDWARD|Edward/);
      expect(analysis.overallSummary).toBe(
        `Edward tells the story of The Beast; Will has heard it before. "${REAL_QUOTE}" ${replacedSentence(["one flag", "the Dialogue section"])}`,
      );
      expect(result.overallSummary).toBe(analysis.overallSummary);
      // Verified notes stay the model's; the facts stay the reader's.
      expect(analysis.reading!.synopsis).toBe(
        "Edward tells Will the story of The Beast; Sandra stands with Will at the door.",
      );
      expect(analysis.reading!.flags).toEqual([
        {
          kind: "exposition",
          page: 1,
          scene: 1,
          quote: "Call it luck.  Call it grace.",
          note: "The narration states the theme.",
        },
      ]);
      expect(analysis.reading!.protagonists[0]).toBe("EDWARD");

      // The count: no unverifiable quote or name reaches the result.
      const facts = evidenceFacts(BIG_FISH, analysis.reading!, ["Big Fish"]);
      const unverified = userStrings(result).flatMap((text) => verifyText(text, facts));
      expect(unverified).toEqual([]);
      expect(JSON.stringify(result)).not.toContain("Mortimer");
      expect(JSON.stringify(result)).not.toContain("wedding ring, Mortimer");

      // Cost: tokens in and out per analysis, counts only.
      expect(logs).toHaveLength(1);
      expect(Object.keys(logs[0]!).sort()).toEqual([
        "calls",
        "engine",
        "inputTokens",
        "outputTokens",
        "stage",
      ]);
      const inputTokens = server.requests.reduce((sum, request) => sum + reported(request), 0);
      expect(logs[0]).toMatchObject({ calls: 2, inputTokens, stage: "script" });
      expect(logs[0]!.outputTokens).toBeGreaterThan(0);
    });

    it("keeps a grounded answer whole, and gives the model the reading as evidence with the format and strictness", async () => {
      server.setAnswerHook((example, request) =>
        isScriptReport(request) ? report(example, false) : example,
      );
      const { engine } = engineFor(provider, model);
      const result = await engine.analyze(bigFish());
      expect(server.requests).toHaveLength(1);
      const prompt = server.requests[0]!.prompt;
      expect(prompt).toContain("<reading>\nFormat: feature. This is a feature film");
      expect(prompt).toContain("Protagonists: EDWARD");
      expect(prompt).toMatch(/\n1\. p1 /);
      expect(prompt).toContain("Recommend is rare");
      expect(result.scriptAnalysis!.sections.find((s) => s.id === "dialogue")!.content).toBe(
        `Edward opens on "${REAL_QUOTE}" and Will answers "Make him stop."`,
      );
      expect(result.overallSummary).not.toContain("could not be verified");
    });

    it("answers the wrong shape, then the right one: the repaired answer is used", async () => {
      server.enqueue("schema-violating");
      server.setAnswerHook((example, request) =>
        isScriptReport(request) ? report(example, false) : example,
      );
      const { engine } = engineFor(provider, model);
      const result = await engine.analyze(bigFish());
      expect(server.requests.map((request) => request.behaviour)).toEqual(["schema-violating", "success"]);
      expect(server.requests[1]!.prompt).toContain("Your previous answer could not be used:");
      expect(result.scriptAnalysis!.reading!.synopsis).toBe(
        "Edward tells Will the story of The Beast; Sandra stands with Will at the door.",
      );
    });

    it("times out: the user sees a sentence, and nothing invented", async () => {
      server.setDefault("slow");
      const { engine, logs } = engineFor(provider, model, 800);
      const error = await engine.analyze(bigFish()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(502);
      expect((error as AppError).message).toBe(
        "The AI analyst did not answer within 1 second. Nothing was saved; please try again.",
      );
      expect(logs[0]).toMatchObject({ calls: 0, inputTokens: 0 });
    });
  },
);

describe("grounded idea analysis", () => {
  it("drops a strength that names a character the idea does not have, and says so", async () => {
    server.setAnswerHook((example) => {
      const answer = example as { categories?: Record<string, { strengths: string[] }> };
      // A late answer to the timeout test's request carries another schema.
      if (!answer.categories) return example;
      const first = Object.keys(answer.categories)[0]!;
      answer.categories[first]!.strengths = [
        "Mara Quill is a vivid lead.",
        "Her sister Ophelia raises the stakes.",
      ];
      return answer;
    });
    const { engine } = engineFor("openai-compatible", "test-model");
    const result = await engine.analyze(inputFor());
    expect(server.requests).toHaveLength(2);
    expect(result.categories[0]!.strengths).toEqual(["Mara Quill is a vivid lead."]);
    expect(result.overallSummary).toContain(replacedSentence([`notes on ${result.categories[0]!.category}`]));
  });

  it("keeps invented characters and team out of the Complete Deck Outline", async () => {
    server.setAnswerHook((example) => {
      const outline = example as {
        characters?: { character_list: { name: string; description: string; casting_visual: string }[] };
        funding_and_team?: { team: { director: string; writer: string; producers: string[]; notes: string } };
      };
      if (!outline.characters || !outline.funding_and_team) return example;
      outline.characters.character_list = [
        {
          name: "Mara Quill",
          description: "She has kept the light for thirty years.",
          casting_visual: "weathered",
        },
        { name: "Ophelia Marsh", description: "Her scheming sister.", casting_visual: "sharp" },
      ];
      outline.funding_and_team.team = {
        director: "Steven Spielberg",
        writer: "Add your writer.",
        producers: ["Kathleen Kennedy"],
        notes: "Add your team's credits.",
      };
      return outline;
    });
    const { engine } = engineFor("openai-compatible", "test-model");
    const result = await engine.analyze(inputFor({ mode: "generate" }));
    const outline = result.deckBuildout!;
    expect(outline.characters.character_list.map((card) => card.name)).toEqual(["Mara Quill"]);
    expect(outline.funding_and_team.team.director).not.toContain("Spielberg");
    expect(outline.funding_and_team.team.producers).toEqual([]);
    expect(JSON.stringify(outline)).not.toMatch(/Ophelia|Spielberg|Kennedy/);
  });

  it("tells the model a TV episode is not three acts (Cyber Bob, episode 1)", async () => {
    const { engine } = engineFor("openai-compatible", "test-model");
    await engine.analyze(
      inputFor({
        pitchText: readRealFixture("cyber_bob_ep00001__ebScreenplays.fountain"),
        projectStage: "script",
        projectTitle: "Cyber Bob",
      }),
    );
    const prompt = server.requests[0]!.prompt;
    expect(prompt).toContain(
      "Format: tv-episode. This is a TV episode: it is built in a teaser or cold open and act breaks, not a film's three acts; never praise or fault it as three acts.",
    );
  });

  it("holds a flattering Recommend to one step above the reader's verdict", async () => {
    server.setAnswerHook((example, request) => {
      if (!isScriptReport(request)) return example;
      const answer = report(example, false) as { reading: Record<string, unknown> };
      return {
        ...answer,
        reading: { ...answer.reading, verdict: { script: "Recommend", writer: "Recommend" } },
      };
    });
    // The Final Draft test script: one page, which the reader passes on.
    const shortScript = () =>
      inputFor({
        pitchText: readRealFixture("fdx_test_script_finaldraft__screenplay-tools.fdx"),
        projectStage: "script",
        projectTitle: "Test Script",
      });
    const { engine } = engineFor("openai-compatible", "test-model");
    const result = await engine.analyze(shortScript());
    const reader = (await createBuiltinEngine().analyze(shortScript())).scriptAnalysis!.reading!.verdict;
    const step = (verdict: string) => VERDICTS.indexOf(verdict as (typeof VERDICTS)[number]);
    const verdict = result.scriptAnalysis!.reading!.verdict;
    expect(step(verdict.script)).toBe(Math.min(step(reader.script) + 1, 2));
    expect(step(verdict.writer)).toBe(Math.min(step(reader.writer) + 1, 2));
    expect(reader).toEqual({ script: "Pass", writer: "Pass" });
    expect(verdict).toEqual({ script: "Consider", writer: "Consider" });
  });
});

describe("the AI path's overall score", () => {
  it("takes the judge's faults off the categories' mean, as the built-in report does, and says so", async () => {
    server.setAnswerHook((example) => {
      const answer = example as { categories?: Record<string, { score: number }> };
      if (!answer.categories) return example;
      for (const category of Object.values(answer.categories)) category.score = 5;
      return answer;
    });
    const faulty = inputFor({
      pitchText: buildCombinedText(null, {
        logline:
          "The last ferryman at Ilok keeps his boat running for the widow whose husband he testified against in 1993.",
        synopsis:
          "Marko Babić, 66, runs the car ferry between Ilok and Bačka Palanka. A new bridge opens in September and his licence ends with it. Every Thursday Vesna Petrović crosses to visit her husband's grave. At the midpoint Vesna tells him her husband was guilty. In the end Marko leaves the ferry on the Serbian bank for her village and walks back over the bridge.",
        protagonist:
          "Marko Babić, 66, a ferryman who wants to finish his last season without speaking of the war.",
        obstacle: "Vesna Petrović, who wants an apology he cannot give.",
        urgency: "Smartphone sales grew 12% in 2024.",
        vibes: "Spare, river-lit, patient",
        audience: "Adults 35-70 who watch European festival drama.",
        platform: "Netflix, Hulu, Amazon, HBO Max or theatrical: we are open to all options.",
      }),
    });
    const builtin = await createBuiltinEngine().analyze(faulty);
    expect(builtin.overallSummary).toContain("Two faults a buyer would stop at");

    const { engine } = engineFor("openai-compatible", "test-model");
    const result = await engine.analyze(faulty);
    const scores = result.categories.map((category) => category.score);
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(result.overallScore).toBe(roundScore(Math.max(1, mean - 2 * FAULT_WEIGHT)));
    expect(result.overallSummary).toContain("Two faults a buyer would stop at");
  });
});
