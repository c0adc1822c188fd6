import type { OcrEngineName } from "../../../domain/upload";
import type { OcrEngine, OcrEngineSetting } from "./ocr-engine";
import { hasTesseract, tesseractCli } from "./tesseract-cli";
import { tesseractWasm } from "./tesseract-wasm";

/** Debian's tesseract when it is installed with English data, else tesseract.js (as for PDF text). */
export async function chooseOcrEngine(setting: OcrEngineSetting): Promise<OcrEngineName> {
  if (setting !== "auto") return setting;
  return (await hasTesseract()) ? "tesseract" : "tesseract.js";
}

export function createOcrEngine(name: OcrEngineName): OcrEngine {
  return name === "tesseract" ? tesseractCli() : tesseractWasm();
}
