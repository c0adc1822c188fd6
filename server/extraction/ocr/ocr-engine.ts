import type { OcrEngineName } from "../../../domain/upload";

/** Reads the text in one picture (PNG, JPEG, BMP or WebP bytes). */
export interface OcrEngine {
  readonly name: OcrEngineName;
  /** Gives up (ExtractionFailure "ocr-too-long") once `deadline` (epoch ms) has passed. */
  recognize(image: Buffer, deadline: number): Promise<string>;
  /** Frees what the engine holds (the WebAssembly engine's thread and language data). */
  close(): Promise<void>;
}

export type OcrEngineSetting = OcrEngineName | "auto";
