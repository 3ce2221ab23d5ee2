import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type ContentImage,
  type HomeContent,
  homeContentSchema,
  homeSectionIds,
  pictureGallerySchema,
} from '../../src/contract/content.ts';
import { loadHomeContent, loadPictureGallery } from '../../src/server/features/content/site-content.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';

/** Vite's public folder (vite.config.ts: root src/web, default publicDir): served as / from dist/web. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/web/public');
const PUBLIC_CACHE = 'public, max-age=300, must-revalidate';
/** What a new database starts with: content/site/home.json and pictures.json. */
const homeSeed = loadHomeContent();
const picturesSeed = loadPictureGallery();

const startApp = closingAfterEachTest();
const start = (sharedWith?: TestApp): Promise<TestApp> => startApp({}, { sharedWith });

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const documents = [
  { url: '/api/content/home', parse: (body: unknown) => homeContentSchema.parse(body), seed: homeSeed },
  { url: '/api/content/pictures', parse: (body: unknown) => pictureGallerySchema.parse(body), seed: picturesSeed },
];

function seedImages(): ContentImage[] {
  return [
    ...homeSeed.team.members.map((member) => member.photo),
    ...homeSeed.patents.items.map((item) => item.image),
    ...homeSeed.honors.items.map((item) => item.image),
    homeSeed.about.contact.wechatQr,
    ...picturesSeed.categories.flatMap((category) => category.pictures.map((picture) => picture.image)),
  ];
}

async function readHome(app: FastifyInstance): Promise<HomeContent> {
  const response = await get(app, '/api/content/home');
  expect(response.statusCode).toBe(200);
  return homeContentSchema.parse(response.json());
}

describe.each(documents)('GET $url', ({ url, parse, seed }) => {
  it('answers 200 with the seed, publicly cacheable for five minutes, with an ETag', async () => {
    const { app } = await start();

    const response = await get(app, url);

    expect(response.statusCode).toBe(200);
    expect(parse(response.json())).toEqual(seed);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(String(response.headers.etag ?? '')).not.toBe('');
  });

  it('answers the same request with If-None-Match by 304 with no body, and a stale one by 200', async () => {
    const { app } = await start();
    const etag = String((await get(app, url)).headers.etag);

    const revalidated = await get(app, url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const stale = await get(app, url, { 'if-none-match': '"not-the-current-etag"' });
    expect(stale.statusCode).toBe(200);
    expect(parse(stale.json())).toEqual(seed);
  });
});

describe('seeding the content', () => {
  it('writes one row per document when several apps start together on one database', async () => {
    const first = await start();
    await Promise.all([start(first), start(first)]);

    const rows = await first.app.db.selectFrom('site_content').select('key').orderBy('key').execute();

    expect(rows.map((row) => row.key)).toEqual(['home', 'pictures']);
  });

  it('serves an operator’s edit at once and keeps it when another app starts on the database', async () => {
    const first = await start();
    const before = await get(first.app, '/api/content/home');
    const etag = String(before.headers.etag);
    const edited: HomeContent = { ...homeSeed, hero: { ...homeSeed.hero, headline: '暑期AI伴学计划开始报名' } };

    await first.app.db
      .updateTable('site_content')
      .set({ data: JSON.stringify(edited), updated_at: Date.now() })
      .where('key', '=', 'home')
      .execute();

    const after = await get(first.app, '/api/content/home', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(homeContentSchema.parse(after.json()).hero.headline).toBe('暑期AI伴学计划开始报名');

    const second = await start(first);

    expect((await readHome(second.app)).hero.headline).toBe('暑期AI伴学计划开始报名');
    expect((await readHome(first.app)).hero.headline).toBe('暑期AI伴学计划开始报名');
    const rows = await first.app.db.selectFrom('site_content').select('key').where('key', '=', 'home').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the seed content', () => {
  it('serves the home sections in the menu’s order (the hero stands for 首页)', async () => {
    const { app } = await start();
    const sectionOf = (key: string) => (key === 'hero' ? 'home' : key);

    const response = await get(app, '/api/content/home');

    expect(Object.keys(response.json() as object).map(sectionOf)).toEqual([...homeSectionIds]);
    expect(Object.keys(homeSeed).map(sectionOf)).toEqual([...homeSectionIds]);
  });

  it('ships every image it names as an SVG whose width and height are the seed’s, with a viewBox and a title', async () => {
    const images = seedImages();
    expect(images.length).toBeGreaterThan(20);

    for (const image of images) {
      const file = path.join(PUBLIC_DIR, image.src);
      expect(file.startsWith(`${PUBLIC_DIR}${path.sep}content${path.sep}`), image.src).toBe(true);
      const svg = await fs.readFile(file, 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
      expect(attribute('width'), image.src).toBe(String(image.width));
      expect(attribute('height'), image.src).toBe(String(image.height));
      expect(attribute('viewBox'), image.src).toMatch(/^0 0 \d+ \d+$/);
      expect(svg, image.src).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('gives every gallery picture and category its own id, and every category pictures', () => {
    const pictureIds = picturesSeed.categories.flatMap((category) => category.pictures.map((picture) => picture.id));
    const categoryIds = picturesSeed.categories.map((category) => category.id);

    expect(new Set(pictureIds).size).toBe(pictureIds.length);
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    for (const category of picturesSeed.categories) expect(category.pictures.length, category.id).toBeGreaterThanOrEqual(4);
  });
});
