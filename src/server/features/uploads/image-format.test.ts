import { describe, expect, it } from 'vitest';
import { imageSize, jpegImage, pngImage, webpImage } from '../../../../tests/api/helpers/images.ts';
import { readImageSize } from './image-format.ts';

/** A RIFF/WEBP file whose first chunk is `fourcc` with `payload` (the size fields are what the format defines). */
function webpWith(fourcc: string, payload: number[]): Buffer {
  const data = Buffer.from([...payload, ...new Array<number>(16).fill(0)]);
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(12 + data.length, 4);
  header.write('WEBP', 8, 'latin1');
  header.write(fourcc, 12, 'latin1');
  header.writeUInt32LE(data.length, 16);
  return Buffer.concat([header, data]);
}

describe('readImageSize', () => {
  it('reads the size of PNG, JPEG and WebP images as a browser encodes them', () => {
    expect(readImageSize(pngImage, 'image/png')).toEqual(imageSize);
    expect(readImageSize(jpegImage, 'image/jpeg')).toEqual(imageSize);
    expect(readImageSize(webpImage, 'image/webp')).toEqual(imageSize);
  });

  it('refuses bytes of another format than the one declared', () => {
    expect(readImageSize(pngImage, 'image/jpeg')).toBeNull();
    expect(readImageSize(jpegImage, 'image/webp')).toBeNull();
    expect(readImageSize(webpImage, 'image/png')).toBeNull();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const type of ['image/png', 'image/jpeg', 'image/webp'] as const) expect(readImageSize(svg, type)).toBeNull();
  });

  it('refuses a truncated header and an impossible size', () => {
    expect(readImageSize(pngImage.subarray(0, 20), 'image/png')).toBeNull();
    expect(readImageSize(jpegImage.subarray(0, 40), 'image/jpeg')).toBeNull();
    expect(readImageSize(webpImage.subarray(0, 24), 'image/webp')).toBeNull();
    const zeroWide = Buffer.from(pngImage);
    zeroWide.writeUInt32BE(0, 16);
    expect(readImageSize(zeroWide, 'image/png')).toBeNull();
    const huge = Buffer.from(pngImage);
    huge.writeUInt32BE(100_000, 16);
    expect(readImageSize(huge, 'image/png')).toBeNull();
  });

  it('reads lossy (VP8) and lossless (VP8L) WebP headers', () => {
    // VP8 key frame: frame tag, start code 9D 01 2A, width 640 and height 400 (14 bits, little-endian).
    expect(readImageSize(webpWith('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0x90, 0x01]), 'image/webp')).toEqual({
      width: 640,
      height: 400,
    });
    expect(readImageSize(webpWith('VP8 ', [0x30, 0x01, 0x00, 0x00, 0x01, 0x2a, 0x80, 0x02, 0x90, 0x01]), 'image/webp')).toBeNull();
    // VP8L: signature 2F, then width − 1 = 99 and height − 1 = 49 in 14 bits each.
    const bits = 99 | (49 << 14);
    expect(
      readImageSize(webpWith('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff]), 'image/webp'),
    ).toEqual({
      width: 100,
      height: 50,
    });
    expect(readImageSize(webpWith('ALPH', [0x2f, 0, 0, 0, 0]), 'image/webp')).toBeNull();
  });
});
