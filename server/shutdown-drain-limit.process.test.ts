import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { multipartBody } from "./test/multipart-body";
import { killStartedServers, startServerProcess } from "./test/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-drain-"));
afterAll(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("SIGTERM with a request that never finishes", () => {
  it("a stalled upload on a keep-alive connection does not hold the exit past the 10 s drain limit", async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // The connection is opened and kept alive by an ordinary request first.
    const first = await new Promise<number>((resolve, reject) =>
      httpRequest({ host: "127.0.0.1", port: server.port, path: "/api/health", agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
        .on("error", reject)
        .end(),
    );
    expect(first).toBe(200);

    // Then, on the same connection, an upload that sends half its body and stops.
    const { payload, headers } = multipartBody([
      { name: "stage", value: "script" },
      { name: "file", filename: "stalled.fountain", content: "INT. ROOM - DAY\n\n".repeat(20_000) },
    ]);
    const stalled = httpRequest({
      host: "127.0.0.1",
      port: server.port,
      path: "/api/upload",
      method: "POST",
      agent,
      headers: { ...headers, "content-length": String(payload.length) },
    });
    const ended = new Promise<string>((resolve) => {
      stalled.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      stalled.on("response", (response) => resolve(`answered ${response.statusCode}`));
    });
    stalled.write(payload.subarray(0, payload.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const tookMs = Date.now() - signalled;
    expect(exit.code).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(9_000); // it did wait for the request first
    expect(tookMs).toBeLessThan(13_000);
    expect(await ended).toMatch(/ECONNRESET|socket hang up/);
    expect(server.output()).toContain("requests still in flight after 10 s");
    agent.destroy();
  }, 40_000);
});
