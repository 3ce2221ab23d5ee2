import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp();
  port = Number(new URL(await listenOnFreePort(testApp.app)).port);
});
afterAll(() => testApp.close());

/** Sends raw bytes (what curl sends for an unencoded URL) and returns the whole answer. */
function rawRequest(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('a request Node cannot parse', () => {
  it('gets the JSON error envelope, not the framework default', async () => {
    const answer = await rawRequest(Buffer.from('GET /api/assessment?grade=初二 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'));

    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":{"code":"BAD_REQUEST","message":"请求格式有误"}}');
  });
});
