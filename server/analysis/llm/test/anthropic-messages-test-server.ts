import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exampleFromSchema, type SchemaNode } from "./example-from-schema";
import {
  type Behaviour,
  type LlmTestServer,
  type RecordedRequest,
  TEST_KEEP_ALIVE_MS,
} from "./openai-compatible-test-server";

/** Input tokens this server reports for a request: four characters a token of everything sent. */
export function anthropicInputTokens(request: RecordedRequest): number {
  return Math.ceil(request.prompt.length / 4);
}

type Block = { type?: string; text?: string; content?: unknown; input?: unknown };
type Message = { role?: string; content?: string | Block[] };

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return (content as Block[])
    .map((block) =>
      block.type === "text" ? (block.text ?? "") : block.input ? JSON.stringify(block.input) : "",
    )
    .join("\n");
}

/** What the Messages API itself refuses with 400 invalid_request_error. */
function requestProblem(request: IncomingMessage, body: Record<string, unknown>): string | null {
  if (!request.headers["x-api-key"]) return "x-api-key header is required";
  if (!request.headers["anthropic-version"]) return "anthropic-version header is required";
  if (typeof body.model !== "string") return "model: Field required";
  if (typeof body.max_tokens !== "number") return "max_tokens: Field required";
  const messages = body.messages as Message[] | undefined;
  if (!Array.isArray(messages) || messages.length === 0) return "messages: at least one message is required";
  for (const [index, message] of messages.entries()) {
    const expected = index % 2 === 0 ? "user" : "assistant";
    if (message.role !== expected) return `messages.${index}.role: roles must alternate, starting with user`;
  }
  return null;
}

function schemaOf(body: Record<string, unknown>): SchemaNode | null {
  const outputConfig = body.output_config as { format?: { schema?: SchemaNode } } | undefined;
  if (outputConfig?.format?.schema) return outputConfig.format.schema;
  const tools = (Array.isArray(body.tools) ? body.tools : []) as {
    name?: string;
    input_schema?: SchemaNode;
  }[];
  return tools.find((tool) => tool.name === "json")?.input_schema ?? null;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
  response.end(JSON.stringify(body));
}

/**
 * A local Anthropic Messages API (POST /v1/messages): it checks the request as the API does
 * (headers, model, max_tokens, alternating roles), answers structured output through output_config
 * (JSON text) or the json tool (tool_use), reports usage, and plays the same behaviours as the
 * OpenAI-compatible test server.
 */
export async function startAnthropicTestServer(options: { slowMs?: number } = {}): Promise<LlmTestServer> {
  const slowMs = options.slowMs ?? 5_000;
  const requests: RecordedRequest[] = [];
  const queue: Behaviour[] = [];
  let fallback: Behaviour = "success";
  let hook: ((answer: unknown, request: RecordedRequest) => unknown) | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      return send(response, 400, {
        type: "error",
        error: { type: "invalid_request_error", message: "Body is not JSON" },
      });
    }
    const path = (request.url ?? "/").split("?")[0]!;
    if (request.method !== "POST" || path !== "/v1/messages")
      return send(response, 404, { type: "error", error: { type: "not_found_error", message: "Not found" } });
    const problem = requestProblem(request, body);
    if (problem)
      return send(response, 400, {
        type: "error",
        error: { type: "invalid_request_error", message: problem },
      });

    const messages = body.messages as Message[];
    const recorded: RecordedRequest = {
      method: "POST",
      path,
      headers: request.headers,
      body,
      prompt: [textOf(body.system), ...messages.map((message) => textOf(message.content))]
        .filter(Boolean)
        .join("\n\n"),
      schema: schemaOf(body),
      behaviour: queue.shift() ?? fallback,
    };
    requests.push(recorded);

    const answer = (value: unknown) => {
      const viaTool = !body.output_config && !!recorded.schema;
      send(response, 200, {
        id: `msg_test_${requests.length}`,
        type: "message",
        role: "assistant",
        model: body.model,
        content: viaTool
          ? [{ type: "tool_use", id: `toolu_${requests.length}`, name: "json", input: value }]
          : [{ type: "text", text: JSON.stringify(value) }],
        stop_reason: viaTool ? "tool_use" : "end_turn",
        stop_sequence: null,
        usage: {
          input_tokens: anthropicInputTokens(recorded),
          output_tokens: Math.ceil(JSON.stringify(value).length / 4),
        },
      });
    };
    const succeed = () => {
      const example = exampleFromSchema(recorded.schema ?? { type: "object" });
      answer(hook ? hook(example, recorded) : example);
    };
    switch (recorded.behaviour) {
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          succeed();
        }, slowMs);
        timers.add(timer);
        return;
      }
      case "error500":
        return send(response, 500, {
          type: "error",
          error: { type: "api_error", message: "Internal server error" },
        });
      case "schema-violating":
        return answer({ overallSummary: 42, categories: "none", sections: null, reading: false });
      default:
        return succeed();
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
    setAnswerHook: (next) => {
      hook = next;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      fallback = "success";
      hook = null;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
