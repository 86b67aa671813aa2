import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG encoder for the Pix "QR code" the fake answers (`encodedImage` is a base64 PNG in Asaas). The
 * picture is not a scannable QR: it has a QR's look (25×25 modules, three finder squares, timing lines) and
 * the rest of its modules come from a hash of the payload, so the same charge always gets the same image and
 * a browser shows a real image.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG from `gray` (one byte a pixel, rows top to bottom). */
export function encodePng(width: number, height: number, gray: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter type None
    rows.set(gray.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 25×25 dark/light pattern for `payload`: true = dark. */
export function qrLikeModules(payload: string, size = 25): boolean[][] {
  let bits: number[] = [];
  for (let round = 0; bits.length < size * size; round++) {
    const digest = createHash('sha256').update(`${round}:${payload}`).digest();
    bits = bits.concat([...digest].flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >> i) & 1)));
  }
  const finder = (x: number, y: number) => {
    const corners = [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const;
    for (const [cx, cy] of corners) {
      const dx = x - cx;
      const dy = y - cy;
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false; // the light separator
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
        return ring !== 1;
      }
    }
    return null;
  };
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      const fixed = finder(x, y);
      if (fixed !== null) return fixed;
      if (x === 6 || y === 6) return (x + y) % 2 === 0; // timing lines
      return bits[y * size + x] === 1;
    }),
  );
}

/** The PNG Asaas would send for `payload`: modules of `scale` pixels and a 4-module light margin. */
export function pixQrPng(payload: string, scale = 8): Buffer {
  const modules = qrLikeModules(payload);
  const quiet = 4;
  const side = (modules.length + 2 * quiet) * scale;
  const gray = new Uint8Array(side * side).fill(255);
  modules.forEach((row, my) =>
    row.forEach((dark, mx) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++) {
        const start = ((my + quiet) * scale + y) * side + (mx + quiet) * scale;
        gray.fill(0, start, start + scale);
      }
    }),
  );
  return encodePng(side, side, gray);
}
