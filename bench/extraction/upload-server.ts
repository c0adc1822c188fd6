/**
 * The upload route on its own server, for the memory benchmark: prints "PORT <n>" when listening.
 * GET /bench/event-loop answers the largest event-loop delay (ms) since the last call.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import Fastify from "fastify";
import { loadConfig } from "../../server/config";
import { createTextExtractor } from "../../server/extraction/extract-text";
import { registerErrorHandlers } from "../../server/http/error-handler";
import { uploadRoutes } from "../../server/http/upload-routes";

// DATA_DIR and PDF_EXTRACTOR come from the benchmark that starts this process.
const config = loadConfig();
const extractor = createTextExtractor(config.extraction);
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const app = Fastify();
registerErrorHandlers(app, { serveSpa: false });
app.addHook("onClose", () => extractor.close());
await app.register(uploadRoutes, { dataDir: config.dataDir, extractor });
app.get("/bench/event-loop", async () => {
  const maxMs = histogram.max / 1e6;
  histogram.reset();
  return { maxMs };
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === "object" && address ? address.port : 0}\n`);
