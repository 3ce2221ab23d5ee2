import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatPayClient, truncateUtf8 } from './wechatpay-client.ts';
import { WechatPayError } from './wechatpay-replies.ts';
import {
  encryptResource,
  parseAuthorizationHeader,
  requestMessage,
  responseMessage,
  signMessage,
  verifyMessage,
} from './wechatpay-crypto.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const APIV3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const NOW = 1_795_000_000_000;

type Reply = { status: number; body: string; tamper?: 'body' | 'serial' | 'stale' | 'unsigned' };
let nextReply: Reply = { status: 200, body: '{}' };
let lastRequest: { method: string; url: string; body: string; authorization?: string } | undefined;

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    lastRequest = { method: request.method ?? '', url: request.url ?? '', body, authorization: request.headers.authorization };
    const timestamp = String(Math.floor(NOW / 1000) - (nextReply.tamper === 'stale' ? 600 : 0));
    const nonce = 'REPLYNONCE';
    const signature = signMessage(responseMessage(timestamp, nonce, nextReply.body), platform.privateKey);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (nextReply.tamper !== 'unsigned') {
      Object.assign(headers, {
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': nextReply.tamper === 'serial' ? 'PUB_KEY_ID_OTHER' : PLATFORM_SERIAL,
      });
    }
    response.writeHead(nextReply.status, headers).end(nextReply.tamper === 'body' ? nextReply.body.replace('h5', 'h6') : nextReply.body);
  });
});

let client: ReturnType<typeof createWechatPayClient>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createWechatPayClient({
    baseUrl: `http://127.0.0.1:${port}`,
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    merchantSerialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    privateKey: merchant.privateKey,
    platformPublicKeys: new Map([[PLATFORM_SERIAL, platform.publicKey]]),
    apiV3Key: APIV3_KEY,
    now: () => NOW,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payment = {
  outTradeNo: 'BX2026112210300012345678',
  description: '初中AI伴学 · 季卡',
  amountFen: 79900,
  notifyUrl: 'https://example.cn/api/payments/wechat/notify',
  expiresAt: NOW + 900_000,
  clientIp: '1.2.3.4',
};

describe('the WeChat Pay client', () => {
  it('signs an H5 request the platform can verify and returns the verified h5_url', async () => {
    nextReply = { status: 200, body: '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1"}' };

    await expect(client.createH5(payment)).resolves.toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1');
    const auth = parseAuthorizationHeader(lastRequest?.authorization);
    expect(auth).toMatchObject({ mchid: '1900009191', serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' });
    const message = requestMessage('POST', '/v3/pay/transactions/h5', auth?.timestamp ?? '', auth?.nonce ?? '', lastRequest?.body ?? '');
    expect(verifyMessage(message, auth?.signature ?? '', merchant.publicKey)).toBe(true);
    expect(JSON.parse(lastRequest?.body ?? '{}')).toMatchObject({
      out_trade_no: payment.outTradeNo,
      amount: { total: 79900, currency: 'CNY' },
      scene_info: { h5_info: { type: 'Wap' } },
    });
  });

  it.each([
    ['an altered body', 'body'],
    ['an unknown Wechatpay-Serial', 'serial'],
    ['a timestamp ten minutes old', 'stale'],
    ['no signature headers', 'unsigned'],
  ] as const)('refuses a reply with %s', async (_label, tamper) => {
    nextReply = { status: 200, body: '{"h5_url":"https://wx.tenpay.com/x"}', tamper };

    await expect(client.createH5(payment)).rejects.toThrow(/unverified reply/);
  });

  it('reports a signed error reply with its code, and a query for an unknown order as null', async () => {
    nextReply = { status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}' };
    await expect(client.createH5(payment)).rejects.toMatchObject({ name: 'WechatPayError', status: 400, code: 'PARAM_ERROR' });

    nextReply = { status: 404, body: '{"code":"ORDER_NOT_EXIST","message":"订单不存在"}' };
    await expect(client.queryByOutTradeNo(payment.outTradeNo)).resolves.toBeNull();
    expect(lastRequest?.url).toBe(`/v3/pay/transactions/out-trade-no/${payment.outTradeNo}?mchid=1900009191`);
  });
});

describe('notifications', () => {
  const transaction = {
    out_trade_no: payment.outTradeNo,
    transaction_id: '4200000001202611220000000001',
    trade_state: 'SUCCESS',
    amount: { total: 79900 },
  };
  function notification(signWith = platform.privateKey, timestampSeconds = Math.floor(NOW / 1000)) {
    const body = JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: encryptResource(JSON.stringify(transaction), APIV3_KEY, 'abcdefghijkl', 'transaction'),
    });
    const timestamp = String(timestampSeconds);
    return {
      body,
      headers: {
        timestamp,
        nonce: 'N1',
        serial: PLATFORM_SERIAL,
        signature: signMessage(responseMessage(timestamp, 'N1', body), signWith),
      },
    };
  }

  it('opens a signed notification and decrypts its transaction', () => {
    const { body, headers } = notification();
    expect(client.openNotification(headers, body)).toEqual({ eventType: 'TRANSACTION.SUCCESS', transaction });
  });

  it('names the order of a refused notification only when its resource decrypts with our API v3 key', () => {
    expect(client.refusedNotificationOrderNo(notification(stranger.privateKey).body)).toBe(payment.outTradeNo);
    const otherKey = JSON.stringify({
      id: 'EV-2',
      resource: encryptResource(JSON.stringify(transaction), 'b'.repeat(32), 'abcdefghijkl', 'transaction'),
    });
    expect(client.refusedNotificationOrderNo(otherKey)).toBeNull();
    expect(client.refusedNotificationOrderNo('not json')).toBeNull();
    expect(
      client.refusedNotificationOrderNo(JSON.stringify({ resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: 'AAAA', nonce: 'x' } })),
    ).toBeNull();
  });

  it('rejects a forged, altered or stale notification before reading it', () => {
    const forged = notification(stranger.privateKey);
    expect(() => client.openNotification(forged.headers, forged.body)).toThrow(WechatPayError);
    const genuine = notification();
    expect(() => client.openNotification(genuine.headers, genuine.body.replace('SUCCESS', 'REFUND'))).toThrow(/bad signature/);
    const stale = notification(platform.privateKey, Math.floor(NOW / 1000) - 301);
    expect(() => client.openNotification(stale.headers, stale.body)).toThrow(/stale/);
  });
});

describe('refunds (pay.weixin.qq.com/doc/v3/merchant: 退款申请, 查询单笔退款, 退款结果通知)', () => {
  const reason = '孩子已转学，课程无法继续使用，家长申请按剩余天数退款，请尽快处理，谢谢配合！';
  const application = {
    outTradeNo: payment.outTradeNo,
    outRefundNo: 'RF2026112210300012345678',
    reason,
    amountFen: 30000,
    totalFen: 79900,
    notifyUrl: 'https://example.cn/api/payments/wechat/refund-notify',
  };

  it('applies with a signed POST /v3/refund/domestic/refunds: out_trade_no, out_refund_no, reason of at most 80 bytes, notify_url, amount', async () => {
    nextReply = {
      status: 200,
      body: JSON.stringify({
        refund_id: '50000000382019052709732678859',
        out_refund_no: application.outRefundNo,
        out_trade_no: payment.outTradeNo,
        status: 'PROCESSING',
      }),
    };

    await expect(client.createRefund(application)).resolves.toMatchObject({
      refund_id: '50000000382019052709732678859',
      status: 'PROCESSING',
    });

    expect(lastRequest).toMatchObject({ method: 'POST', url: '/v3/refund/domestic/refunds' });
    const auth = parseAuthorizationHeader(lastRequest?.authorization);
    const message = requestMessage(
      'POST',
      '/v3/refund/domestic/refunds',
      auth?.timestamp ?? '',
      auth?.nonce ?? '',
      lastRequest?.body ?? '',
    );
    expect(verifyMessage(message, auth?.signature ?? '', merchant.publicKey)).toBe(true);
    const body = JSON.parse(lastRequest?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      out_trade_no: payment.outTradeNo,
      out_refund_no: 'RF2026112210300012345678',
      reason: reason.slice(0, 26),
      notify_url: 'https://example.cn/api/payments/wechat/refund-notify',
      amount: { refund: 30000, total: 79900, currency: 'CNY' },
    });
    expect(Buffer.byteLength(String(body.reason), 'utf8')).toBe(78);
  });

  it('reports a refusal with its code, asks GET /v3/refund/domestic/refunds/{out_refund_no}, and reads an unknown refund as null', async () => {
    nextReply = { status: 400, body: '{"code":"INVALID_REQUEST","message":"申请退款金额超过订单可退金额"}' };
    await expect(client.createRefund(application)).rejects.toMatchObject({ name: 'WechatPayError', status: 400, code: 'INVALID_REQUEST' });

    nextReply = {
      status: 200,
      body: JSON.stringify({ out_refund_no: application.outRefundNo, status: 'SUCCESS', amount: { refund: 30000, total: 79900 } }),
    };
    await expect(client.queryRefund(application.outRefundNo)).resolves.toMatchObject({ status: 'SUCCESS' });
    expect(lastRequest).toMatchObject({ method: 'GET', url: '/v3/refund/domestic/refunds/RF2026112210300012345678', body: '' });

    nextReply = { status: 404, body: '{"code":"RESOURCE_NOT_EXISTS","message":"退款单不存在"}' };
    await expect(client.queryRefund(application.outRefundNo)).resolves.toBeNull();
  });

  // The documentation's example of a decrypted refund notification.
  const documented = {
    mchid: '1900000100',
    transaction_id: '1008450740201411110005820873',
    out_trade_no: '20150806125346',
    refund_id: '50200207182018070300011301001',
    out_refund_no: '7752501201407033233368018',
    refund_status: 'SUCCESS',
    success_time: '2018-06-08T10:34:56+08:00',
    user_received_account: '招商银行信用卡0403',
    amount: { total: 999, refund: 999, payer_total: 999, payer_refund: 999 },
  };
  function refundNotification(signWith = platform.privateKey) {
    const resource = { original_type: 'refund', ...encryptResource(JSON.stringify(documented), APIV3_KEY, 'fdasflkja484', 'refund') };
    const body = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2018-06-08T10:34:56+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'REFUND.SUCCESS',
      summary: '退款成功',
      resource,
    });
    const timestamp = String(Math.floor(NOW / 1000));
    return {
      body,
      headers: {
        timestamp,
        nonce: 'N2',
        serial: PLATFORM_SERIAL,
        signature: signMessage(responseMessage(timestamp, 'N2', body), signWith),
      },
    };
  }

  it('opens a signed REFUND.SUCCESS notification and decrypts its refund (associated_data "refund")', () => {
    const { body, headers } = refundNotification();
    expect(client.openRefundNotification(headers, body)).toEqual({ eventType: 'REFUND.SUCCESS', refund: documented });
  });

  it('refuses a forged or altered refund notification before reading it', () => {
    const forged = refundNotification(stranger.privateKey);
    expect(() => client.openRefundNotification(forged.headers, forged.body)).toThrow(/bad signature/);
    const genuine = refundNotification();
    expect(() => client.openRefundNotification(genuine.headers, genuine.body.replace('REFUND.SUCCESS', 'REFUND.CLOSED'))).toThrow(
      /bad signature/,
    );
  });

  it('cuts a reason between characters, never inside one', () => {
    expect(truncateUtf8('ab退款原因', 5)).toBe('ab退');
    expect(truncateUtf8('ab退款原因', 4)).toBe('ab');
    expect(truncateUtf8('退款😀', 9)).toBe('退款');
    expect(truncateUtf8('refund', 80)).toBe('refund');
  });
});
