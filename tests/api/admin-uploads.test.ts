import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadSchema } from '../../src/contract/admin-catalog.ts';
import { auditLogSchema } from '../../src/contract/admin.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { imageSize, jpegImage, pngImage, webpImage } from './helpers/images.ts';
import { type EnrolledOperator, enrolledOperator } from './helpers/operators.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const clock = createTestClock();
let testApp: TestApp;
let admin: EnrolledOperator;
let service: EnrolledOperator;
beforeAll(async () => {
  testApp = await createTestApp({ REDIS_URL: undefined, LOGIN_IP_HOURLY_LIMIT: '100000' }, { clock });
  admin = await enrolledOperator(testApp.app, clock, 'admin');
  service = await enrolledOperator(testApp.app, clock, 'service');
});
afterAll(() => testApp.close());

const app = () => testApp.app;
const upload = (bytes: Buffer, contentType: string, token: string | null = admin.token) =>
  app().inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload: bytes,
  });

async function uploadRows() {
  return app().db.selectFrom('uploads').select(['id', 'content_type', 'byte_size', 'created_by']).execute();
}

describe('POST /api/admin/uploads', () => {
  it('stores PNG, JPEG and WebP images with their pixel size and serves each from a URL with its type', async () => {
    for (const [bytes, contentType, extension] of [
      [pngImage, 'image/png', 'png'],
      [jpegImage, 'image/jpeg', 'jpg'],
      [webpImage, 'image/webp', 'webp'],
    ] as const) {
      const response = await upload(bytes, contentType);
      expect(response.statusCode, contentType).toBe(201);
      const stored = uploadSchema.parse(response.json());
      expect(stored).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        url: `/api/uploads/${stored.id}.${extension}`,
        contentType,
        byteSize: bytes.length,
        ...imageSize,
      });

      const served = await app().inject({ url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('accepts a Content-Type with parameters and in any case', async () => {
    const response = await upload(pngImage, 'Image/PNG; charset=binary');
    expect(response.statusCode).toBe(201);
    expect(uploadSchema.parse(response.json()).contentType).toBe('image/png');
  });

  it('audits each upload with who and what, never the bytes', async () => {
    const stored = uploadSchema.parse((await upload(jpegImage, 'image/jpeg')).json());
    const log = auditLogSchema.parse(
      (await app().inject({ url: `/api/admin/audit-log?targetId=${stored.id}`, headers: bearer(admin.token) })).json(),
    );
    expect(log.entries).toHaveLength(1);
    const [entry] = log.entries;
    expect(entry).toMatchObject({ operatorId: admin.id, action: 'upload.create', targetType: 'upload', targetId: stored.id, before: null });
    expect(entry?.after).toMatchObject({ ...stored, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const raw = await app()
      .db.selectFrom('operator_audit_log')
      .select('after')
      .where('target_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(raw.after?.length ?? 0).toBeLessThan(400);
    expect(raw.after).not.toContain(jpegImage.toString('base64').slice(0, 40));
    const row = (await uploadRows()).find((candidate) => candidate.id === stored.id);
    expect(row).toMatchObject({ content_type: 'image/jpeg', byte_size: jpegImage.length, created_by: admin.id });
  });

  it('refuses other types with 415 UPLOAD_TYPE_UNSUPPORTED, SVG included, before storing anything', async () => {
    const before = (await uploadRows()).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, contentType] of [
      [svg, 'image/svg+xml'],
      [pngImage, 'image/gif'],
      [pngImage, 'application/octet-stream'],
      [Buffer.from('{"a":1}'), 'application/json'],
      [pngImage, 'text/plain'],
    ] as const) {
      const response = await upload(bytes, contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(errorOf(response).code).toBe('UPLOAD_TYPE_UNSUPPORTED');
    }
    const noType = await app().inject({ method: 'POST', url: '/api/admin/uploads', headers: bearer(admin.token), payload: pngImage });
    expect(noType.statusCode).toBe(415);
    expect((await uploadRows()).length).toBe(before);
  });

  it('refuses bytes that are not the declared format with 400 UPLOAD_NOT_AN_IMAGE', async () => {
    const before = (await uploadRows()).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const [bytes, contentType] of [
      [svg, 'image/png'],
      [jpegImage, 'image/png'],
      [pngImage, 'image/webp'],
      [webpImage, 'image/jpeg'],
      [pngImage.subarray(0, 20), 'image/png'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const response = await upload(bytes, contentType);
      expect(response.statusCode, `${contentType} ${bytes.length}`).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'UPLOAD_NOT_AN_IMAGE', message: '文件内容不是有效的图片，或与所选格式不符' });
    }
    expect((await uploadRows()).length).toBe(before);
  });

  it('takes 2 MiB exactly and refuses a byte more with 413 UPLOAD_TOO_LARGE', async () => {
    const padded = (size: number) => Buffer.concat([pngImage, Buffer.alloc(size - pngImage.length)]);
    const atLimit = await upload(padded(UPLOAD_MAX_BYTES), 'image/png');
    expect(atLimit.statusCode).toBe(201);
    expect(uploadSchema.parse(atLimit.json()).byteSize).toBe(UPLOAD_MAX_BYTES);

    const over = await upload(padded(UPLOAD_MAX_BYTES + 1), 'image/png');
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses a body that outgrows 2 MiB while it streams in without a Content-Length', async () => {
    const base = await listenOnFreePort(app());
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(pngImage);
        controller.enqueue(chunk);
        sent += 1;
        if (sent > 10) controller.close();
      },
    });
    const response = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...bearer(admin.token) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UPLOAD_TOO_LARGE');
  });

  it('answers 401 without an operator (no token, a customer’s token) and 403 to a service operator', async () => {
    const customer = await loginAs(app());
    const before = (await uploadRows()).length;
    expect((await upload(pngImage, 'image/png', null)).statusCode).toBe(401);
    const asCustomer = await upload(pngImage, 'image/png', customer.token);
    expect(asCustomer.statusCode).toBe(401);
    expect(errorOf(asCustomer).code).toBe('UNAUTHORIZED');
    // Access is decided before the body's type or size.
    expect((await upload(Buffer.from('x'), 'text/plain', null)).statusCode).toBe(401);
    const asService = await upload(pngImage, 'image/png', service.token);
    expect(asService.statusCode).toBe(403);
    expect(errorOf(asService).code).toBe('FORBIDDEN');
    expect((await uploadRows()).length).toBe(before);
  });
});

describe('GET /api/uploads/:file', () => {
  it('answers 404 with the envelope for an unknown id, another extension or a malformed name', async () => {
    const stored = uploadSchema.parse((await upload(pngImage, 'image/png')).json());
    for (const file of [
      '0123456789abcdef0123456789abcdef.png',
      `${stored.id}.jpg`,
      `${stored.id}.svg`,
      `${stored.id}`,
      'x.png',
      `${stored.id.toUpperCase()}.png`,
    ]) {
      const response = await app().inject({ url: `/api/uploads/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(errorOf(response).code).toBe('UPLOAD_NOT_FOUND');
    }
  });

  it('is served by every process of a deployment: another app on the same database answers it', async () => {
    const stored = uploadSchema.parse((await upload(webpImage, 'image/webp')).json());
    const other = await createTestApp({ REDIS_URL: undefined }, { sharedWith: testApp });
    try {
      const served = await other.app.inject({ url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(webpImage)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
