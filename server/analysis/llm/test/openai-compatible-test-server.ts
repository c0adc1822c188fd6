import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exampleFromSchema, type SchemaNode } from "./example-from-schema";

/**
 * How the server answers one request:
 * - success: valid JSON for the schema the request carries
 * - slow: success, but only after `slowMs` (longer than the client's timeout)
 * - error500: HTTP 500 with an error body
 * - malformed-json: HTTP 200 whose message content is not JSON
 * - malformed-body: HTTP 200 whose response body itself is not JSON
 * - schema-violating: HTTP 200 with well-formed JSON that breaks the schema
 */
export type Behaviour =
  | "success"
  | "slow"
  | "error500"
  | "malformed-json"
  | "malformed-body"
  | "schema-violating";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
  /** Every text the request sends to the model (system and messages), joined. */
  prompt: string;
  schema: SchemaNode | null;
  behaviour: Behaviour;
}

export interface LlmTestServer {
  /** Base URL including /v1, as providers expect. */
  url: string;
  requests: RecordedRequest[];
  /** The behaviour when the queue is empty. */
  setDefault(behaviour: Behaviour): void;
  /** Behaviours for the next requests, in order. */
  enqueue(...behaviours: Behaviour[]): void;
  /** Post-processes successful answers (e.g. to write realistic content for one schema). */
  setAnswerHook(hook: ((answer: unknown, request: RecordedRequest) => unknown) | null): void;
  reset(): void;
  close(): Promise<void>;
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part) => (part && typeof part === "object" && "text" in part ? String(part.text) : ""))
      .join("\n");
  return "";
}

function promptOf(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = textOf(body.system);
  return [system, ...messages.map((m: { content?: unknown }) => textOf(m?.content))]
    .filter(Boolean)
    .join("\n\n");
}

interface AnthropicTool {
  name?: string;
  input_schema?: SchemaNode;
}

function schemaOf(body: Record<string, unknown>): SchemaNode | null {
  const format = body.response_format as { json_schema?: { schema?: SchemaNode } } | undefined;
  if (format?.json_schema?.schema) return format.json_schema.schema;
  const tools = (Array.isArray(body.tools) ? body.tools : []) as AnthropicTool[];
  const jsonTool = tools.find((tool) => tool.name === "json");
  if (jsonTool?.input_schema) return jsonTool.input_schema;
  const outputConfig = body.output_config as { format?: { schema?: SchemaNode } } | undefined;
  return outputConfig?.format?.schema ?? null;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

const usage = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Answers in the dialect of the path: OpenAI chat completions or Anthropic messages. */
function sendContent(
  response: ServerResponse,
  recorded: RecordedRequest,
  content: string,
  value: unknown,
): void {
  if (recorded.path.endsWith("/messages")) {
    const usesTool = !!recorded.body.tools;
    sendJson(response, 200, {
      type: "message",
      id: `msg_${recorded.path.length}${Date.now()}`,
      model: recorded.body.model,
      role: "assistant",
      content: usesTool
        ? [{ type: "tool_use", id: "toolu_1", name: "json", input: value ?? { raw: content } }]
        : [{ type: "text", text: content }],
      stop_reason: usesTool ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 50 },
    });
    return;
  }
  sendJson(response, 200, {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: recorded.body.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage,
  });
}

/**
 * How long a test server keeps an idle connection. The client holds an idle socket until just
 * before the server's keep-alive timeout and then may reuse it as the server closes it (a reset).
 * A test file on a busy machine left a socket idle for about a minute, so the timeout is longer
 * than any test file runs.
 */
export const TEST_KEEP_ALIVE_MS = 10 * 60_000;

/**
 * A real local HTTP server speaking POST /v1/chat/completions (OpenAI and OpenAI-compatible) and
 * POST /v1/messages (Anthropic) with scripted behaviours; it records every request.
 */
export async function startLlmTestServer(options: { slowMs?: number } = {}): Promise<LlmTestServer> {
  const slowMs = options.slowMs ?? 5_000;
  const requests: RecordedRequest[] = [];
  const queue: Behaviour[] = [];
  let fallback: Behaviour = "success";
  let answerHook: ((answer: unknown, request: RecordedRequest) => unknown) | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (request, response) => {
    const body = await readBody(request).catch(() => ({}));
    const behaviour = queue.shift() ?? fallback;
    const recorded: RecordedRequest = {
      method: request.method ?? "GET",
      path: (request.url ?? "/").split("?")[0]!,
      headers: request.headers,
      body,
      prompt: promptOf(body),
      schema: schemaOf(body),
      behaviour,
    };
    requests.push(recorded);

    const succeed = () => {
      const example = exampleFromSchema(recorded.schema ?? { type: "object" });
      const value = answerHook ? answerHook(example, recorded) : example;
      sendContent(response, recorded, JSON.stringify(value), value);
    };
    switch (behaviour) {
      case "success":
        return succeed();
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          succeed();
        }, slowMs);
        timers.add(timer);
        return;
      }
      case "error500":
        return sendJson(response, 500, {
          error: { message: "The test server failed on purpose.", type: "server_error" },
        });
      case "malformed-json":
        return sendContent(response, recorded, "Sure! Here is your analysis: {overallSummary: great", null);
      case "malformed-body":
        response.writeHead(200, { "content-type": "application/json" });
        return response.end("{ this is not json");
      case "schema-violating": {
        const value = { overallSummary: 42, categories: "none", sections: null, notes: false };
        return sendContent(response, recorded, JSON.stringify(value), value);
      }
    }
  });

  server.keepAliveTimeout = TEST_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    enqueue: (...behaviours) => {
      queue.push(...behaviours);
    },
    setAnswerHook: (hook) => {
      answerHook = hook;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      fallback = "success";
      answerHook = null;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
