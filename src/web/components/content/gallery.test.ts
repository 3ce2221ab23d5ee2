import { describe, expect, it } from 'vitest';
import type { ContentImage, PictureGallery } from '../../../contract/content.ts';
import { flattenGallery, stepIndex } from './gallery.ts';

const image = (name: string): ContentImage => ({ src: `/content/gallery/${name}.svg`, width: 800, height: 600, alt: name });

describe('flattenGallery', () => {
  it('lists the pictures category by category, each with its category title', () => {
    const gallery: PictureGallery = {
      categories: [
        { id: 'certificates', title: '资质证书', pictures: [{ id: 'a', image: image('a'), caption: 'A' }] },
        { id: 'empty', title: '空', pictures: [] },
        {
          id: 'product',
          title: '产品截图',
          pictures: [
            { id: 'b', image: image('b'), caption: 'B' },
            { id: 'c', image: image('c'), caption: 'C' },
          ],
        },
      ],
    };
    expect(flattenGallery(gallery).map((picture) => [picture.id, picture.categoryTitle])).toEqual([
      ['a', '资质证书'],
      ['b', '产品截图'],
      ['c', '产品截图'],
    ]);
  });
});

describe('stepIndex', () => {
  it('moves forward and back and wraps around at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -1, 3)).toBe(0);
  });

  it('stays at 0 in an empty list', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
