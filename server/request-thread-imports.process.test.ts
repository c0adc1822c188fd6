import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, inject, it } from "vitest";

/** The packages a compiled file loads when it starts: its static imports, through the chunks it shares. */
function packagesLoadedBy(entry: string): Set<string> {
  const files = [entry];
  const seen = new Set(files);
  const packages = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith(".")) {
        const path = join(dirname(file), specifier);
        if (seen.has(path)) continue;
        seen.add(path);
        files.push(path);
      } else if (!specifier.startsWith("node:")) {
        packages.add(
          specifier
            .split("/")
            .slice(0, specifier.startsWith("@") ? 2 : 1)
            .join("/"),
        );
      }
    }
  }
  return packages;
}

describe("the compiled server's request thread", () => {
  // The built-in analyst runs on its worker pool: its language libraries loaded on the request
  // thread cost every start-up ~0.8 s of CPU and the thread's memory, for nothing.
  it("loads none of the analyst's language libraries, which its workers load", () => {
    const server = inject("compiledServer");
    const requestThread = packagesLoadedBy(server);
    const analystWorker = packagesLoadedBy(join(dirname(server), "analyst-worker.js"));
    const languageLibraries = ["compromise", "franc-min", "countries-list", "iso-639-3"];
    for (const library of languageLibraries) expect(analystWorker).toContain(library);
    expect([...requestThread].filter((name) => languageLibraries.includes(name))).toEqual([]);
    expect(requestThread).toContain("fastify");
  });

  // The embedded database and the sandbox, the defaults, start without PostgreSQL's driver or
  // Stripe's client (~0.15 s of start-up): each loads when its configuration asks for it.
  it("loads PostgreSQL's driver and Stripe's client only when configured for them", () => {
    const requestThread = packagesLoadedBy(inject("compiledServer"));
    expect(requestThread).toContain("drizzle-orm");
    expect([...requestThread].filter((name) => ["pg", "stripe"].includes(name))).toEqual([]);
  });
});
