#!/usr/bin/env node
/** `npm run dev`: the API with restart on change, and Vite with hot reload (proxying /api). */
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--watch-path=server", "--watch-path=domain", "--import", "tsx", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
