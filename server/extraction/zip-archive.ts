import { type FileHandle, open } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { ExtractionFailure, type FailureReason } from "./extraction-failure";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Office files hold a few hundred parts; a directory far past that is not one. */
const MAX_ENTRIES = 20_000;

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

export interface ZipReasons {
  corrupt: FailureReason;
  bomb: FailureReason;
}

/**
 * A zip file read through its central directory, one entry at a time, each inflated with a hard
 * output cap, and all of them together under `maxTotalBytes`: a zip bomb (one huge entry, or many
 * large ones) stops at the cap instead of filling memory. Work is linear in the bytes read.
 */
export class ZipArchive {
  private inflatedBytes = 0;

  private constructor(
    private readonly handle: FileHandle,
    private readonly size: number,
    private readonly entries: Map<string, Entry>,
    private readonly reasons: ZipReasons,
    private readonly maxTotalBytes: number,
  ) {}

  static async open(filePath: string, reasons: ZipReasons, maxTotalBytes: number): Promise<ZipArchive> {
    const handle = await open(filePath, "r");
    try {
      const { size } = await handle.stat();
      const entries = await readDirectory(handle, size, reasons);
      return new ZipArchive(handle, size, entries, reasons, maxTotalBytes);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The size the directory declares for an entry (reading past it is refused as a bomb). */
  declaredSize(name: string): number {
    return this.entries.get(name)?.declaredSize ?? 0;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes (null when there is no such entry); refuses past `maxBytes` or the archive's budget. */
  async read(name: string, maxBytes: number): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.declaredSize > Math.min(maxBytes, this.maxTotalBytes - this.inflatedBytes))
      throw new ExtractionFailure(this.reasons.bomb);
    // An entry never inflates past the size its directory declares: the declared sizes can be trusted.
    const cap = entry.declaredSize;
    const local = await readAt(this.handle, this.size, entry.localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL)
      throw new ExtractionFailure(this.reasons.corrupt);
    const dataStart = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const data = await readAt(this.handle, this.size, dataStart, entry.compressedSize);
    let bytes: Buffer;
    if (entry.method === 0) bytes = data;
    else if (entry.method === 8) bytes = this.inflate(data, cap);
    else throw new ExtractionFailure(this.reasons.corrupt);
    if (bytes.length > cap) throw new ExtractionFailure(this.reasons.bomb);
    this.inflatedBytes += bytes.length;
    return bytes;
  }

  async readText(name: string, maxBytes: number): Promise<string | null> {
    return (await this.read(name, maxBytes))?.toString("utf8") ?? null;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  private inflate(data: Buffer, maxBytes: number): Buffer {
    try {
      return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (error instanceof RangeError || code === "ERR_BUFFER_TOO_LARGE") {
        throw new ExtractionFailure(this.reasons.bomb, { cause: error });
      }
      throw new ExtractionFailure(this.reasons.corrupt, { cause: error });
    }
  }
}

async function readAt(handle: FileHandle, size: number, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
  await handle.read(buffer, 0, buffer.length, position);
  return buffer;
}

async function readDirectory(
  handle: FileHandle,
  size: number,
  reasons: ZipReasons,
): Promise<Map<string, Entry>> {
  const tailStart = Math.max(0, size - 65_557);
  const tail = await readAt(handle, size, tailStart, size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ExtractionFailure(reasons.corrupt);
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES || directoryOffset + directorySize > size)
    throw new ExtractionFailure(reasons.corrupt);
  const directory = await readAt(handle, size, directoryOffset, directorySize);
  const entries = new Map<string, Entry>();
  let at = 0;
  for (let n = 0; n < count && at + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL) throw new ExtractionFailure(reasons.corrupt);
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      declaredSize: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}
