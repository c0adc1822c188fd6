import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { apiRequest, askAgainWhileBusy, errorMessageOf } from "./api-request";

let server: Server;
let base = "";
const busyAsks = new Map<string, number>();
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
      if (req.url?.startsWith("/busy")) {
        // /busy/N: busy (503, Retry-After: 1) for the first N asks of this test, then answered.
        const count = (busyAsks.get(req.url) ?? 0) + 1;
        busyAsks.set(req.url, count);
        if (count <= Number(req.url.split("/")[2]))
          return res.writeHead(503, { "retry-after": "1" }).end(JSON.stringify({ error: "Busy now" }));
      }
      if (req.url === "/unavailable") return res.writeHead(503).end(JSON.stringify({ error: "Down" }));
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

describe("askAgainWhileBusy: a busy server (503 with Retry-After) is asked again as it says", () => {
  it("asks again after each pause it was given and answers as the server finally does", async () => {
    const waiting: boolean[] = [];
    const started = Date.now();
    const response = await askAgainWhileBusy(
      () => apiRequest("POST", `${base}/busy/2`, { a: 1 }),
      10_000,
      (isWaiting) => waiting.push(isWaiting),
    );
    expect(response.status).toBe(200);
    expect(busyAsks.get("/busy/2")).toBe(3);
    // Two pauses of the one second Retry-After asked for.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(waiting).toEqual([true, true, false]);
  });
  it("gives up within its budget with the server's sentence and the wait it asked for", async () => {
    const started = Date.now();
    const error = await askAgainWhileBusy(() => apiRequest("POST", `${base}/busy/99`, {}), 1500).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, serverMessage: "Busy now", retryAfterSeconds: 1 });
    // Asked at 0 s and 1 s; a third ask at 2 s would pass the 1.5 s budget.
    expect(busyAsks.get("/busy/99")).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });
  it("never asks again after a 503 without Retry-After, nor after any other failure", async () => {
    const waiting: boolean[] = [];
    const down = await askAgainWhileBusy(
      () => apiRequest("GET", `${base}/unavailable`),
      10_000,
      (w) => waiting.push(w),
    ).catch((caught: unknown) => caught);
    expect(down).toMatchObject({ status: 503, serverMessage: "Down", retryAfterSeconds: null });
    const bad = await askAgainWhileBusy(() => apiRequest("POST", `${base}/fail-json`, {}), 10_000).catch(
      (caught: unknown) => caught,
    );
    expect(bad).toMatchObject({ status: 400 });
    expect(waiting).toEqual([false]);
  });
});
