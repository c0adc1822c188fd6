#!/usr/bin/env node
/**
 * Runs one `npm test` lane (`lane-cpu.mjs <cpu-file> [--nice N] <command> [args...]`) and writes the CPU
 * seconds its processes used to <cpu-file>. Lanes run side by side, so each is measured by a
 * wrapper of its own: a process learns only its waited-for children's CPU time, all together.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";

let [cpuFile, command, ...args] = process.argv.slice(2);
// `--nice N`: the lane runs at that niceness (its processes inherit it), so it yields a busy core.
if (command === "--nice") {
  setPriority(Number(args[0]));
  [command, ...args] = args.slice(1);
}
const result = spawnSync(command, args, { stdio: "inherit" });
let fields = [];
try {
  fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
} catch {} // not Linux: the children's CPU is not known, only this wrapper's
const own = process.resourceUsage();
const ticks = Number(fields[13] ?? 0) + Number(fields[14] ?? 0); // cutime, cstime (clock ticks of 10 ms)
writeFileSync(cpuFile, String(ticks / 100 + (own.userCPUTime + own.systemCPUTime) / 1e6));
process.exit(result.status ?? 1);
