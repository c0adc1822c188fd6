/**
 * Preloaded into the benchmarked server: samples event-loop delay and RSS, and writes them to
 * PROBE_FILE when the process exits.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const rssSamplesMb: number[] = [];
const timer = setInterval(() => rssSamplesMb.push(process.memoryUsage().rss / 1024 / 1024), 1000);
timer.unref();

process.on("exit", () => {
  const file = process.env.PROBE_FILE;
  if (!file) return;
  const ms = (ns: number) => ns / 1e6;
  writeFileSync(
    file,
    JSON.stringify({
      eventLoopDelayMs: {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      },
      rssSamplesMb,
    }),
  );
});
