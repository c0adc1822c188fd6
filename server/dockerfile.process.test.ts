import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, inject, it } from "vitest";

/*
 * The Dockerfile cannot be built here (no Docker daemon: docs/deploy.md), so this checks what can be
 * checked without one: that it builds and runs what package.json's scripts do, with the tools the
 * fast paths need, and that the compiled server imports nothing the image's `npm ci --omit=dev`
 * leaves out.
 */
const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  engines: { node: string };
};
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1)!;
const runs = (stage: string) => [...stage.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]!.trim());

describe("the Dockerfile", () => {
  it("builds with the project's own build script, which compiles the server", () => {
    expect(pkg.scripts.build).toContain("node scripts/build-server.mjs");
    const buildStage = stages.find((stage) => runs(stage).includes("npm run build"));
    expect(buildStage, "a stage that runs `npm run build`").toBeDefined();
    expect(runs(buildStage!)).toContain("npm ci --no-audit --no-fund");
  });

  it("runs what `npm run serve` runs: the same environment and command, no TypeScript loader", () => {
    const script = pkg.scripts.serve ?? "";
    const serve = /^((?:\w+=\S+ )*)node (\S+)$/.exec(script);
    expect(serve, `npm run serve is "<env> node <file>": ${script}`).not.toBeNull();
    const [, assignments, entry] = serve!;
    const cmd = /^CMD (\[.*\])$/m.exec(finalStage);
    expect(JSON.parse(cmd![1]!)).toEqual(["node", entry]);
    const env = /^ENV (.+)$/m.exec(finalStage)![1]!.split(/\s+/);
    for (const assignment of assignments!.trim().split(" ")) expect(env).toContain(assignment);
    expect(finalStage).toContain("COPY --from=build /app/dist ./dist");
    expect(finalStage).not.toMatch(/tsx/);
  });

  it("runs on Debian with Node's engine version and the PDF and OCR tools", () => {
    const major = /\d+/.exec(pkg.engines.node)![0];
    for (const stage of stages) expect(stage).toMatch(new RegExp(`^node:${major}-bookworm`));
    const install = runs(finalStage).find((line) => line.includes("apt-get install"));
    for (const tool of ["poppler-utils", "tesseract-ocr", "tesseract-ocr-eng"]) {
      expect(install?.split(/\s+/)).toContain(tool);
    }
  });

  it("leaves out no package the compiled server imports (the image installs production dependencies only)", () => {
    expect(dockerfile).toContain("npm ci --omit=dev");
    const dir = dirname(inject("compiledServer"));
    const imported = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(join(dir, file), "utf8");
      const specifiers = [
        ...code.matchAll(/(?:^|\n)\s*(?:import|export)\s*(?:[^;"]*?\sfrom\s*)?"([^"]+)";/g),
        ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ].map((match) => match[1]!);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".") || specifier.startsWith("node:") || builtinModules.includes(specifier))
          continue;
        const parts = specifier.split("/");
        imported.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(10); // the scan found the server's imports at all
    const missing = [...imported].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });
});
