/**
 * Preloaded into the benchmarked server: samples event-loop delay and RSS, and writes them to
 * PROBE_FILE when the process exits. Plain JavaScript: --import also runs it in every worker
 * thread, where the TypeScript loader is not registered yet; it only measures the main thread.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

if (isMainThread) startProbe();

function startProbe() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const rssSamplesMb = [];
  const timer = setInterval(() => rssSamplesMb.push(process.memoryUsage().rss / 1024 / 1024), 1000);
  timer.unref();

  // The bench sends SIGUSR2 when the measured run starts: start-up and seeding are not counted.
  process.on("SIGUSR2", () => {
    histogram.reset();
    rssSamplesMb.length = 0;
  });

  process.on("exit", () => {
    const file = process.env.PROBE_FILE;
    if (!file) return;
    const ms = (ns) => ns / 1e6;
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
}
