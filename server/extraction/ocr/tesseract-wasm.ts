import { createRequire } from "node:module";
import { dirname } from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { ExtractionFailure } from "../extraction-failure";
import type { OcrEngine } from "./ocr-engine";

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside the npm package (LSTM, integer weights) and the engine's own
 * files: every path is local, and the language data is never cached elsewhere or fetched.
 */
export const TESSERACT_JS_PATHS = {
  langPath: `${dirname(require.resolve("@tesseract.js-data/eng/package.json"))}/4.0.0_best_int`,
  corePath: dirname(require.resolve("tesseract.js-core/package.json")),
};

/** tesseract.js (WebAssembly): the fallback where Debian's tesseract is not installed. */
export function tesseractWasm(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  const start = () => {
    worker ??= createWorker("eng", OEM.LSTM_ONLY, {
      ...TESSERACT_JS_PATHS,
      cacheMethod: "none",
      gzip: true,
      errorHandler: () => {},
    }).then(async (created) => {
      await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
      return created;
    });
    return worker;
  };
  return {
    name: "tesseract.js",
    async recognize(image, deadline) {
      const engine = await start();
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ExtractionFailure("ocr-too-long")),
          Math.max(0, deadline - Date.now()),
        );
      });
      try {
        const result = await Promise.race([engine.recognize(image), expired]);
        return result.data.text;
      } catch (error) {
        if (error instanceof ExtractionFailure) throw error;
        return "";
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const current = worker;
      worker = undefined;
      await (await current?.catch(() => undefined))?.terminate();
    },
  };
}
