// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../../contract/schema.ts';
import { userTokenStore } from '../../stores/session.ts';
import { ApiError } from '../client.ts';
import { adminRequest, adminTokenStore, onAdminUnauthorized } from './admin-client.ts';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  adminTokenStore.set(null);
  userTokenStore.set(null);
});

describe('the console’s API client', () => {
  it('sends the operator token, never the customer’s, and parses the answer with its schema', async () => {
    adminTokenStore.set('operator-token-0123456789');
    userTokenStore.set('customer-token-0123456789');
    const fetchMock = answer(200, { name: 'li' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(adminRequest('/api/admin/me', { schema: z.object({ name: z.string() }) })).resolves.toEqual({ name: 'li' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer operator-token-0123456789');
    expect(sessionStorage.getItem('adminToken')).toBe('operator-token-0123456789');
  });

  it('a 401 ends the operator session only (the customer’s stays) and tells the console', async () => {
    adminTokenStore.set('operator-token-0123456789');
    userTokenStore.set('customer-token-0123456789');
    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHORIZED', message: '请先登录' } }));
    const told = vi.fn();
    const stop = onAdminUnauthorized(told);
    const failure = adminRequest('/api/admin/orders', { schema: undefined });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    stop();
    expect(told).toHaveBeenCalledTimes(1);
    expect(adminTokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(userTokenStore.get()).toBe('customer-token-0123456789');
  });

  it('keeps the envelope’s field for the form, and sends an image as its raw bytes', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'PLAN_PRICE_ABOVE_ORIGINAL', message: '原价不能低于售价', field: 'originalPriceFen' } }),
    );
    await expect(adminRequest('/api/admin/plans/x', { method: 'PUT', body: {}, schema: undefined })).rejects.toMatchObject({
      field: 'originalPriceFen',
    });

    const fetchMock = answer(201, {});
    vi.stubGlobal('fetch', fetchMock);
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await adminRequest('/api/admin/uploads', { method: 'POST', body: image, schema: undefined });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(image);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });
});
