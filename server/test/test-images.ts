import { crc32, deflateSync } from "node:zlib";

/** A PNG of `width` x `height` RGB pixels: seeded noise (incompressible) or a flat grey. */
export function makePng(width: number, height: number, options: { noiseSeed?: number } = {}): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height, 0xc8);
  let state = options.noiseSeed ?? 0;
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    if (options.noiseSeed === undefined) continue;
    for (let x = 1; x < row; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      raw[y * row + x] = state >>> 24;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: options.noiseSeed === undefined ? 6 : 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
