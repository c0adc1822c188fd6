import { open } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { ExtractionFailure } from "./extraction-failure";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * One entry of a zip file, inflated with a hard output cap, reading only the parts of the file it
 * needs: a zip bomb stops at `maxBytes` instead of filling memory.
 */
export async function readZipEntry(filePath: string, entryName: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      await handle.read(buffer, 0, buffer.length, position);
      return buffer;
    };
    const tailStart = Math.max(0, size - 65_557);
    const tail = await read(tailStart, size - tailStart);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new ExtractionFailure("corrupt-docx");
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset + directorySize > size) throw new ExtractionFailure("corrupt-docx");
    const directory = await read(directoryOffset, directorySize);
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= directory.length; n++) {
      if (directory.readUInt32LE(at) !== CENTRAL) throw new ExtractionFailure("corrupt-docx");
      const method = directory.readUInt16LE(at + 10);
      const compressedSize = directory.readUInt32LE(at + 20);
      const declaredSize = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const skip = nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      const localOffset = directory.readUInt32LE(at + 42);
      const name = directory.toString("utf8", at + 46, at + 46 + nameLength);
      at += 46 + skip;
      if (name !== entryName) continue;
      if (declaredSize > maxBytes) throw new ExtractionFailure("docx-bomb");
      const local = await read(localOffset, 30);
      if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new ExtractionFailure("corrupt-docx");
      const dataStart = localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const data = await read(dataStart, compressedSize);
      if (method === 0) return data;
      if (method !== 8) throw new ExtractionFailure("corrupt-docx");
      return inflate(data, maxBytes);
    }
    throw new ExtractionFailure("corrupt-docx");
  } finally {
    await handle.close();
  }
}

function inflate(data: Buffer, maxBytes: number): Buffer {
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof RangeError || code === "ERR_BUFFER_TOO_LARGE") {
      throw new ExtractionFailure("docx-bomb", { cause: error });
    }
    throw new ExtractionFailure("corrupt-docx", { cause: error });
  }
}
