import { afterEach, describe, expect, it } from 'vitest';
import { createContentCopies, contentProblemOf, editContentFile } from '../../../../tests/support/content-copies.ts';
import { loadHomeContent, loadPictureGallery } from './site-content.ts';

describe('the site copy in content/site', () => {
  it('shows in the gallery the same certificates and honours as the home page, captioned from them', () => {
    const home = loadHomeContent();
    const gallery = loadPictureGallery();
    const category = (id: string) => gallery.categories.find((candidate) => candidate.id === id)?.pictures ?? [];

    expect(category('certificates').map(({ image, caption }) => ({ image, caption }))).toEqual(
      home.patents.items.map((item) => ({ image: item.image, caption: `${item.title}（${item.number}）` })),
    );
    expect(category('honors').map(({ image, caption }) => ({ image, caption }))).toEqual(
      home.honors.items.map((item) => ({ image: item.image, caption: `${item.year} 年 · ${item.title} · ${item.issuer}` })),
    );
  });
});

describe('reading content/site', () => {
  const copies = createContentCopies();
  afterEach(() => copies.removeAll());

  function withFile(name: string, edit: (data: Record<string, unknown>) => unknown): string {
    const root = copies.copy(`site/${name}`);
    editContentFile(root, `site/${name}`, edit);
    return root;
  }

  it('holds the home page to what the console publishes, and refuses a section it does not know', () => {
    const root = withFile('home.json', (home) => ({ ...home, hero: { ...(home.hero as object), headline: '长'.repeat(31) }, heroes: {} }));

    const message = contentProblemOf(() => loadHomeContent(root));

    expect(message).toContain('content/site/home.json hero.headline: at most 30 characters');
    expect(message).toContain('content/site/home.json (the whole file): Unrecognized key: "heroes"');
  });

  it('refuses a picture id used twice in the gallery, or a picture without an image', () => {
    const root = withFile('pictures.json', (gallery) => {
      const [first, second, ...rest] = gallery.categories as { id: string; pictures: Record<string, unknown>[] }[];
      const pictures = [...second!.pictures];
      pictures[2] = { ...pictures[2], image: undefined };
      return { categories: [first, { ...second, pictures }, ...rest] };
    });

    const message = contentProblemOf(() => loadPictureGallery(root));

    expect(message).toContain(
      'content/site/pictures.json categories[1].pictures[2].image: Invalid input: expected object, received undefined',
    );
    const duplicate = withFile('pictures.json', (gallery) => {
      const [first, second, ...rest] = gallery.categories as { id: string; pictures: Record<string, unknown>[] }[];
      const pictures = [{ ...second!.pictures[0], id: first!.pictures[0]!.id }, ...second!.pictures.slice(1)];
      return { categories: [first, { ...second, pictures }, ...rest] };
    });
    expect(contentProblemOf(() => loadPictureGallery(duplicate))).toContain(
      `content/site/pictures.json categories[1].pictures[0].id: the id ${loadPictureGallery().categories[0]!.pictures[0]!.id} is used twice`,
    );
  });
});
