import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
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

describe("apiRequest (product.md §7, §8)", () => {
  it("sends a JSON content type only with a body", async () => {
    await apiRequest("GET", `${base}/ok`);
    await apiRequest("POST", `${base}/ok`, { a: 1 });
    expect(seen.at(-2)).toMatchObject({ method: "GET", contentType: undefined, body: "" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: '{"a":1}' });
  });
  it("throws an ApiError '<status>: <body>' or the status text, with the server's sentence", async () => {
    const failed = await apiRequest("POST", `${base}/fail-json`, {}).catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({
      message: '400: {"error":"Bad thing"}',
      status: 400,
      serverMessage: "Bad thing",
    });
    expect(errorMessageOf(failed, "x")).toBe("Bad thing");
    const empty = await apiRequest("GET", `${base}/fail-empty`).catch((caught: unknown) => caught);
    expect(empty).toMatchObject({ message: "503: Service Unavailable", status: 503, serverMessage: null });
    expect(errorMessageOf(empty, "x")).toBe("Service Unavailable");
  });
  it("gives the fallback sentence when the connection drops without an answer", async () => {
    const error = await apiRequest("POST", `${base}/drop`, { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessageOf(error, "Failed to analyze your content")).toBe("Failed to analyze your content");
  });
});
