import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, errorMessageOf } from "./api-request";

let server: Server;
let base = "";
const seen: { method?: string; contentType?: string | undefined; body: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, contentType: req.headers["content-type"], body });
      if (req.url === "/fail-json") return res.writeHead(400).end(JSON.stringify({ error: "Bad thing" }));
      if (req.url === "/fail-empty") return res.writeHead(503, "Service Unavailable").end();
      if (req.url === "/drop") return req.socket.destroy();
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest (spec §7, §8)", () => {
  it("sends a JSON content type only with a body", async () => {
    await apiRequest("GET", `${base}/ok`);
    await apiRequest("POST", `${base}/ok`, { a: 1 });
    expect(seen.at(-2)).toMatchObject({ method: "GET", contentType: undefined, body: "" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: '{"a":1}' });
  });
  it("throws '<status>: <body>' or the status text", async () => {
    await expect(apiRequest("POST", `${base}/fail-json`, {})).rejects.toThrow('400: {"error":"Bad thing"}');
    await expect(apiRequest("GET", `${base}/fail-empty`)).rejects.toThrow("503: Service Unavailable");
  });
  it("reads the human sentence out of an error", () => {
    expect(errorMessageOf(new Error('400: {"error":"Bad thing"}'), "x")).toBe("Bad thing");
    expect(errorMessageOf(new Error("503: Service Unavailable"), "x")).toBe("Service Unavailable");
    expect(errorMessageOf(null, "fallback")).toBe("fallback");
  });
  it("gives the fallback sentence when the connection drops without an answer", async () => {
    const error = await apiRequest("POST", `${base}/drop`, { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessageOf(error, "Failed to analyze your content")).toBe("Failed to analyze your content");
  });
});
