import type { UploadContentType } from '../../../contract/admin-catalog.ts';

export type ImageSize = { width: number; height: number };

/** Large enough for any picture a page shows; a header claiming more is not an image we serve. */
const MAX_SIDE = 16_384;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk (13 bytes: width, height as big-endian 32-bit). */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers C0–CF carry the size, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, RST0–7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** JPEG: SOI, then segments up to the first start-of-frame, whose header holds height and width (big-endian 16-bit). */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  if (chunk === 'VP8 ') {
    // A key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height (little-endian, 2 bits of scale).
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then width − 1 and height − 1 in 14 bits each.
    if (bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Flags (4 bytes), then canvas width − 1 and height − 1 as 24-bit little-endian.
    return { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  return null;
}

const readers: Record<UploadContentType, (bytes: Buffer) => ImageSize | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
};

/**
 * The pixel size of an image of the declared type, read from its own header (its magic numbers and the size fields
 * the format defines); null when the bytes are not that format or claim an impossible size.
 */
export function readImageSize(bytes: Buffer, contentType: UploadContentType): ImageSize | null {
  const size = readers[contentType](bytes);
  if (!size) return null;
  const fits = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_SIDE;
  return fits(size.width) && fits(size.height) ? size : null;
}
