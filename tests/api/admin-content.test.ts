import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSchema } from '../../src/contract/admin-catalog.ts';
import {
  type AdminHomeContent,
  type AdminPictureGallery,
  adminHomeContentSchema,
  adminPictureGallerySchema,
} from '../../src/contract/admin-content.ts';
import { auditLogSchema } from '../../src/contract/admin.ts';
import { homeContentSchema, pictureGallerySchema } from '../../src/contract/content.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { imageSize, webpImage } from './helpers/images.ts';
import { type EnrolledOperator, enrolledOperator } from './helpers/operators.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const clock = createTestClock();
let testApp: TestApp;
let admin: EnrolledOperator;
let otherAdmin: EnrolledOperator;
let service: EnrolledOperator;
beforeAll(async () => {
  testApp = await createTestApp({ REDIS_URL: undefined, LOGIN_IP_HOURLY_LIMIT: '100000' }, { clock });
  admin = await enrolledOperator(testApp.app, clock, 'admin');
  otherAdmin = await enrolledOperator(testApp.app, clock, 'admin');
  service = await enrolledOperator(testApp.app, clock, 'service');
});
afterAll(() => testApp.close());

const app = () => testApp.app;

async function adminHome(token = admin.token): Promise<AdminHomeContent> {
  const response = await callApi(app(), 'GET', '/api/admin/content/home', token);
  expect(response.statusCode, response.body).toBe(200);
  return adminHomeContentSchema.parse(response.json());
}
async function adminGallery(token = admin.token): Promise<AdminPictureGallery> {
  const response = await callApi(app(), 'GET', '/api/admin/content/pictures', token);
  expect(response.statusCode, response.body).toBe(200);
  return adminPictureGallerySchema.parse(response.json());
}
const putHome = (payload: object, token = admin.token) => callApi(app(), 'PUT', '/api/admin/content/home', token, payload);
const putGallery = (payload: object, token = admin.token) => callApi(app(), 'PUT', '/api/admin/content/pictures', token, payload);

function expectError(response: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).code).toBe(code);
  if (field !== undefined) expect(errorOf(response).field).toBe(field);
}

async function contentAudit(key: 'home' | 'pictures') {
  const response = await callApi(app(), 'GET', `/api/admin/audit-log?targetId=${key}`, admin.token);
  return auditLogSchema.parse(response.json()).entries.filter((entry) => entry.targetType === 'content');
}

describe('the home page document', () => {
  it('is read by any operator with its version, replaced by an admin, and the public page answers it at once with a new ETag', async () => {
    const read = await adminHome(service.token);
    expect(read.version).toMatch(/^\d+$/);
    const publicBefore = await app().inject({ url: '/api/content/home' });
    const etag = String(publicBefore.headers.etag);
    expect(homeContentSchema.parse(publicBefore.json())).toEqual(read.content);
    expect((await app().inject({ url: '/api/content/home', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const content = { ...read.content, hero: { ...read.content.hero, headline: '每天二十分钟，AI陪你学到会' } };
    const saved = await putHome({ content, version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminHomeContentSchema.parse(saved.json());
    expect(after.content.hero.headline).toBe('每天二十分钟，AI陪你学到会');
    expect(after.version).not.toBe(read.version);
    expect(await adminHome()).toEqual(after);

    const publicAfter = await app().inject({ url: '/api/content/home', headers: { 'if-none-match': etag } });
    expect(publicAfter.statusCode).toBe(200);
    expect(publicAfter.headers.etag).not.toBe(etag);
    expect(homeContentSchema.parse(publicAfter.json()).hero.headline).toBe('每天二十分钟，AI陪你学到会');

    const [entry] = await contentAudit('home');
    expect(entry).toMatchObject({ operatorId: admin.id, action: 'content.update', targetType: 'content', targetId: 'home' });
    expect(entry?.before).toEqual(read.content);
    expect(entry?.after).toEqual(after.content);
  });

  it('refuses a stale version with 409 CONTENT_CHANGED: two operators never overwrite each other silently', async () => {
    const first = await adminHome();
    const second = await adminHome(otherAdmin.token);
    expect(second.version).toBe(first.version);

    const mine = { ...first.content, about: { ...first.content.about, heading: '关于伴学' } };
    expect((await putHome({ content: mine, version: first.version })).statusCode).toBe(200);
    const theirs = { ...second.content, model: { ...second.content.model, heading: '我们怎么陪学' } };
    const stale = await putHome({ content: theirs, version: second.version }, otherAdmin.token);
    expectError(stale, 409, 'CONTENT_CHANGED');
    expect(errorOf(stale).field).toBe('version');

    const now = await adminHome();
    expect(now.content.about.heading).toBe('关于伴学');
    expect(now.content.model.heading).toBe(first.content.model.heading);
    // Saved again from the version now current, the second edit goes through.
    expect((await putHome({ content: { ...now.content, model: theirs.model }, version: now.version }, otherAdmin.token)).statusCode).toBe(
      200,
    );
    expect((await adminHome()).content).toMatchObject({ about: { heading: '关于伴学' }, model: { heading: '我们怎么陪学' } });
  });

  it('lets exactly one of two saves from the same version through when they arrive together', async () => {
    const read = await adminHome();
    const edit = (heading: string) => ({ content: { ...read.content, about: { ...read.content.about, heading } }, version: read.version });
    const answers = await Promise.all([putHome(edit('同时保存一'), admin.token), putHome(edit('同时保存二'), otherAdmin.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const saved = adminHomeContentSchema.parse(winner?.json());
    expect(await adminHome()).toEqual(saved);
    expect((await contentAudit('home'))[0]?.after).toEqual(saved.content);
  });

  it('gives each save a new version even within one millisecond', async () => {
    const start = await adminHome();
    const one = adminHomeContentSchema.parse(
      (await putHome({ content: { ...start.content, about: { ...start.content.about, heading: '一' } }, version: start.version })).json(),
    );
    const two = await putHome({ content: { ...one.content, about: { ...one.content.about, heading: '二' } }, version: one.version });
    expect(two.statusCode).toBe(200);
    const twoVersion = adminHomeContentSchema.parse(two.json()).version;
    expect(new Set([start.version, one.version, twoVersion]).size).toBe(3);
    expectError(await putHome({ content: start.content, version: one.version }), 409, 'CONTENT_CHANGED');
  });

  it('keeps hidden items for the console and leaves them out of the public page', async () => {
    const read = await adminHome();
    const [firstMember, ...otherMembers] = read.content.team.members;
    if (!firstMember) throw new Error('the seed has team members');
    const [firstHonor, ...otherHonors] = read.content.honors.items;
    if (!firstHonor) throw new Error('the seed has honours');
    const content = {
      ...read.content,
      team: { ...read.content.team, members: [{ ...firstMember, hidden: true }, ...otherMembers] },
      honors: { ...read.content.honors, items: [...otherHonors, { ...firstHonor, hidden: true }] },
    };
    const saved = adminHomeContentSchema.parse((await putHome({ content, version: read.version })).json());
    expect(saved.content.team.members[0]).toEqual({ ...firstMember, hidden: true });
    expect((await adminHome()).content.honors.items.at(-1)).toMatchObject({ title: firstHonor.title, hidden: true });

    const publicHome = homeContentSchema.parse((await app().inject({ url: '/api/content/home' })).json());
    expect(publicHome.team.members.map((member) => member.name)).toEqual(otherMembers.map((member) => member.name));
    expect(publicHome.honors.items.map((item) => item.title)).toEqual(otherHonors.map((item) => item.title));
  });

  it('validates the document with the public schema and takes uploaded images that exist', async () => {
    const read = await adminHome();
    const brokenHero = { ...read.content, hero: { ...read.content.hero, headline: '' } };
    expectError(await putHome({ content: brokenHero, version: read.version }), 400, 'VALIDATION_FAILED');
    // The hero's texts within what the top of /home can show: 30 and 120 characters (an emoji is one).
    const hero = (changes: object) => ({ content: { ...read.content, hero: { ...read.content.hero, ...changes } }, version: read.version });
    expectError(await putHome(hero({ headline: '长'.repeat(31) })), 400, 'VALIDATION_FAILED', 'content.hero.headline');
    expectError(await putHome(hero({ subheadline: '长'.repeat(121) })), 400, 'VALIDATION_FAILED', 'content.hero.subheadline');
    const { team: _team, ...withoutTeam } = read.content;
    expectError(await putHome({ content: withoutTeam, version: read.version }), 400, 'VALIDATION_FAILED');
    expectError(await putHome({ content: read.content }), 400, 'VALIDATION_FAILED');
    const [member, ...rest] = read.content.team.members;
    if (!member) throw new Error('the seed has team members');
    const withPhoto = (src: string) => ({
      ...read.content,
      team: { ...read.content.team, members: [{ ...member, hidden: false, photo: { ...member.photo, src } }, ...rest] },
    });
    expectError(await putHome({ content: withPhoto('https://evil.example/a.png'), version: read.version }), 400, 'VALIDATION_FAILED');
    expectError(
      await putHome({ content: withPhoto('/api/uploads/0123456789abcdef0123456789abcdef.webp'), version: read.version }),
      400,
      'UPLOAD_NOT_FOUND',
    );
    expect((await adminHome()).version).toBe(read.version);

    const uploaded = await app().inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...bearer(admin.token), 'content-type': 'image/webp' },
      payload: webpImage,
    });
    const upload = uploadSchema.parse(uploaded.json());
    const saved = await putHome({ content: withPhoto(upload.url), version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicHome = homeContentSchema.parse((await app().inject({ url: '/api/content/home' })).json());
    expect(publicHome.team.members.find((candidate) => candidate.name === member.name)?.photo.src).toBe(upload.url);
    expect(upload).toMatchObject(imageSize);
  });
});

describe('the picture gallery', () => {
  it('hides pictures and whole categories from the public, reorders them, is versioned and audited', async () => {
    const read = await adminGallery();
    const [first, second, ...others] = read.content.categories;
    if (!first || !second) throw new Error('the seed has categories');
    const [keptPicture, hiddenPicture, ...laterPictures] = second.pictures;
    if (!keptPicture || !hiddenPicture) throw new Error('the seed category has pictures');
    const reordered = [
      { ...second, pictures: [{ ...hiddenPicture, hidden: true }, ...laterPictures, keptPicture] },
      ...others,
      { ...first, hidden: true },
    ];
    const etag = String((await app().inject({ url: '/api/content/pictures' })).headers.etag);
    const saved = await putGallery({ content: { categories: reordered }, version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminPictureGallerySchema.parse(saved.json()).content.categories).toEqual(reordered);

    const publicAnswer = await app().inject({ url: '/api/content/pictures', headers: { 'if-none-match': etag } });
    expect(publicAnswer.statusCode).toBe(200);
    const gallery = pictureGallerySchema.parse(publicAnswer.json());
    expect(gallery.categories.map((category) => category.id)).toEqual([second.id, ...others.map((category) => category.id)]);
    expect(gallery.categories[0]?.pictures.map((picture) => picture.id)).toEqual(
      [...laterPictures, keptPicture].map((picture) => picture.id),
    );

    const [entry] = await contentAudit('pictures');
    expect(entry).toMatchObject({
      operatorId: admin.id,
      action: 'content.update',
      targetId: 'pictures',
      before: read.content,
      after: { categories: reordered },
    });
    expectError(await putGallery({ content: read.content, version: read.version }), 409, 'CONTENT_CHANGED');
  });
});

describe('access to the console’s content', () => {
  it('answers 401 without a token and to a customer’s token on every route, and 403 to a service operator on every write', async () => {
    const customer = await loginAs(app());
    const home = await adminHome();
    const gallery = await adminGallery();
    const routes: ['GET' | 'PUT', string, object | undefined][] = [
      ['GET', '/api/admin/content/home', undefined],
      [
        'PUT',
        '/api/admin/content/home',
        { content: { ...home.content, about: { ...home.content.about, heading: '被拒绝' } }, version: home.version },
      ],
      ['GET', '/api/admin/content/pictures', undefined],
      ['PUT', '/api/admin/content/pictures', { content: { categories: [] }, version: gallery.version }],
    ];
    for (const [method, url, payload] of routes) {
      expectError(await callApi(app(), method, url, null, payload), 401, 'UNAUTHORIZED');
      expectError(await callApi(app(), method, url, customer.token, payload), 401, 'UNAUTHORIZED');
      if (method === 'PUT') expectError(await callApi(app(), method, url, service.token, payload), 403, 'FORBIDDEN');
    }
    expect(await adminHome()).toEqual(home);
    expect(await adminGallery()).toEqual(gallery);
  });
});
