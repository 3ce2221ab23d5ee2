import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAlipayClient } from './alipay-client.ts';
import { AlipayError } from './alipay-replies.ts';

const pkcs8Pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
const app = pkcs8Pair();
const alipay = pkcs8Pair();
const stranger = pkcs8Pair();

const APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';
const GATEWAY = 'https://gateway.test/gateway.do';
/** 2026-11-22 17:00:00 UTC: 2026-11-23 01:00:00 in Beijing, so the date differs from UTC and from Los Angeles. */
const NOW = Date.UTC(2026, 10, 22, 17, 0, 0);

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Alipay's documented RSA2 content, written out here independently of the code under test. */
function rsa2(params: Record<string, string>, exclude: string[], privateKeyPem: string): string {
  const content = Object.keys(params)
    .filter((name) => !exclude.includes(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

function verifiesAsApp(params: Record<string, string>): boolean {
  const { sign, ...rest } = params;
  const content = Object.keys(rest)
    .sort()
    .map((name) => `${name}=${rest[name]}`)
    .join('&');
  return createVerify('RSA-SHA256')
    .update(content, 'utf8')
    .verify(app.publicKey, sign ?? '', 'base64');
}

type Seen = { method: string; url: URL; params: Record<string, string> };

/** A stand-in gateway: records each request and answers with a reply signed as Alipay signs it. */
function fakeGateway(
  answer: (method: string, biz: Record<string, unknown>) => { body?: Record<string, string>; key?: string; status?: number },
) {
  const seen: Seen[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(await request.text())) };
    seen.push({ method: request.method, url, params });
    const biz: unknown = JSON.parse(params.biz_content ?? '{}');
    const reply = answer(params.method ?? '', typeof biz === 'object' && biz !== null ? Object.fromEntries(Object.entries(biz)) : {});
    const json = JSON.stringify(reply.body ?? {});
    const signature = createSign('RSA-SHA256')
      .update(json, 'utf8')
      .sign(reply.key ?? alipay.privateKey, 'base64');
    const text = `{"${(params.method ?? '').replaceAll('.', '_')}_response":${json},"sign":"${signature}"}`;
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'text/html;charset=utf-8' } });
  };
  return { seen, fetch: fetchFn };
}

const clientWith = (fetchFn?: typeof fetch) =>
  createAlipayClient({
    gateway: GATEWAY,
    appId: APP_ID,
    privateKeyPem: app.privateKey,
    alipayPublicKeyPem: alipay.publicKey,
    fetch: fetchFn,
    now: () => NOW,
  });

describe('the signed alipay.trade.wap.pay URL', () => {
  const payment = {
    outTradeNo: 'BX2026112300000001',
    subject: '初中AI伴学 · 季卡 100%+',
    amountFen: 79929,
    notifyUrl: 'https://banxue.test/api/payments/alipay/notify',
    returnUrl: 'https://banxue.test/mobile/student/result?orderNo=BX2026112300000001',
    expiresAt: NOW + 15 * 60_000,
  };

  it('carries the order in biz_content, Beijing-time timestamps whatever the process zone, and a valid app signature', () => {
    process.env.TZ = 'America/Los_Angeles';
    const url = new URL(clientWith().wapPayUrl(payment));
    const params = Object.fromEntries(url.searchParams);

    expect(`${url.origin}${url.pathname}`).toBe(GATEWAY);
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      timestamp: '2026-11-23 01:00:00',
      notify_url: payment.notifyUrl,
      return_url: payment.returnUrl,
    });
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: payment.outTradeNo,
      total_amount: '799.29',
      subject: payment.subject,
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-23 01:15:00',
      quit_url: payment.returnUrl,
    });
    // The signature covers every parameter but sign, sign_type included.
    expect(verifiesAsApp(params)).toBe(true);
    expect(verifiesAsApp({ ...params, biz_content: (params.biz_content ?? '').replace('799.29', '0.01') })).toBe(false);
  });

  it('refuses an amount that is not a positive whole number of fen', () => {
    for (const amountFen of [0, -100, 12.5]) expect(() => clientWith().wapPayUrl({ ...payment, amountFen })).toThrow(RangeError);
  });
});

describe('alipay.trade.query and alipay.trade.close through the sdk', () => {
  const paidTrade = {
    code: '10000',
    msg: 'Success',
    trade_no: '2026112322001404560000000001',
    out_trade_no: 'BX1',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '0.29',
    buyer_pay_amount: '0.29',
    send_pay_date: '2026-11-23 00:59:30',
  };

  it('signs the request (Beijing timestamp, biz_content) and reads the verified reply', async () => {
    process.env.TZ = 'UTC';
    const gateway = fakeGateway(() => ({ body: paidTrade }));

    await expect(clientWith(gateway.fetch).query('BX1')).resolves.toEqual({
      tradeStatus: 'TRADE_SUCCESS',
      tradeNo: '2026112322001404560000000001',
      outTradeNo: 'BX1',
      totalAmountFen: 29,
      paidAt: Date.UTC(2026, 10, 22, 16, 59, 30),
    });
    const [request] = gateway.seen;
    expect(request?.method).toBe('POST');
    expect(request?.params).toMatchObject({
      method: 'alipay.trade.query',
      app_id: APP_ID,
      timestamp: '2026-11-23 01:00:00',
      biz_content: '{"out_trade_no":"BX1"}',
    });
    expect(verifiesAsApp(request?.params ?? {})).toBe(true);
  });

  it('answers null for a trade Alipay does not know', async () => {
    const gateway = fakeGateway(() => ({
      body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' },
    }));
    await expect(clientWith(gateway.fetch).query('BX404')).resolves.toBeNull();
  });

  it('throws AlipayError for a reply not signed by Alipay’s key, a gateway error, HTTP trouble or no connection', async () => {
    const forged = fakeGateway(() => ({ body: paidTrade, key: stranger.privateKey }));
    await expect(clientWith(forged.fetch).query('BX1')).rejects.toBeInstanceOf(AlipayError);

    const invalid = fakeGateway(() => ({
      body: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' },
    }));
    await expect(clientWith(invalid.fetch).query('BX1')).rejects.toMatchObject({
      name: 'AlipayError',
      code: '40002',
      subCode: 'isv.invalid-signature',
    });

    const broken = fakeGateway(() => ({ body: paidTrade, status: 502 }));
    await expect(clientWith(broken.fetch).query('BX1')).rejects.toBeInstanceOf(AlipayError);

    const offline = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.query('BX1')).rejects.toBeInstanceOf(AlipayError);
  });

  it('closes a waiting trade, and tells paid from already closed when Alipay says the status forbids closing', async () => {
    const closes = fakeGateway(() => ({
      body: { code: '10000', msg: 'Success', trade_no: '2026112322001404560000000002', out_trade_no: 'BX2' },
    }));
    await expect(clientWith(closes.fetch).close('BX2')).resolves.toBe('closed');
    expect(closes.seen[0]?.params).toMatchObject({ method: 'alipay.trade.close', biz_content: '{"out_trade_no":"BX2"}' });

    const statusError = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    const paid = fakeGateway((method) => ({ body: method === 'alipay.trade.close' ? statusError : paidTrade }));
    await expect(clientWith(paid.fetch).close('BX1')).resolves.toBe('paid');
    const closed = fakeGateway((method) => ({
      body: method === 'alipay.trade.close' ? statusError : { ...paidTrade, trade_status: 'TRADE_CLOSED' },
    }));
    await expect(clientWith(closed.fetch).close('BX1')).resolves.toBe('closed');

    const missing = fakeGateway(() => ({
      body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' },
    }));
    await expect(clientWith(missing.fetch).close('BX3')).resolves.toBe('not_exist');
  });
});

describe('verifying an asynchronous notification', () => {
  /** A TRADE_SUCCESS notification in Alipay's documented form, signed over all but sign and sign_type. */
  function notification(changes: Record<string, string> = {}, key = alipay.privateKey): Record<string, string> {
    const params: Record<string, string> = {
      gmt_create: '2026-11-23 00:58:00',
      charset: 'utf-8',
      gmt_payment: '2026-11-23 00:59:30',
      notify_time: '2026-11-23 00:59:31',
      subject: '初中AI伴学 · 季卡 100%+',
      buyer_id: '2088102122524333',
      invoice_amount: '799.29',
      version: '1.0',
      notify_id: '2026112300222005931000000000000001',
      fund_bill_list: '[{"amount":"799.29","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      out_trade_no: 'BX2026112300000001',
      total_amount: '799.29',
      trade_status: 'TRADE_SUCCESS',
      trade_no: '2026112322001404560000000001',
      auth_app_id: APP_ID,
      receipt_amount: '799.29',
      point_amount: '0.00',
      app_id: APP_ID,
      buyer_pay_amount: '799.29',
      sign_type: 'RSA2',
      seller_id: SELLER_ID,
      ...changes,
    };
    return { ...params, sign: rsa2(params, ['sign', 'sign_type'], key) };
  }

  it('accepts Alipay’s signature and reads the payment, with gmt_payment as Beijing time', () => {
    process.env.TZ = 'Europe/London';
    // As the notify route receives it: a form body decoded by URLSearchParams.
    const received = Object.fromEntries(new URLSearchParams(new URLSearchParams(notification()).toString()));

    expect(clientWith().verifyNotification(received)).toEqual({
      appId: APP_ID,
      outTradeNo: 'BX2026112300000001',
      tradeNo: '2026112322001404560000000001',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmountFen: 79929,
      sellerId: SELLER_ID,
      paidAt: Date.UTC(2026, 10, 22, 16, 59, 30),
    });
  });

  it('rejects a notification whose amount or any other field was changed after signing', () => {
    const client = clientWith();
    const genuine = notification();
    expect(client.verifyNotification({ ...genuine, total_amount: '0.01' })).toBeNull();
    expect(client.verifyNotification({ ...genuine, out_trade_no: 'BX2026112300000002' })).toBeNull();
    expect(client.verifyNotification({ ...genuine, trade_status: 'TRADE_FINISHED' })).toBeNull();
    expect(client.verifyNotification({ ...genuine, extra: 'added' })).toBeNull();
    const { seller_id: _dropped, ...withoutSeller } = genuine;
    expect(client.verifyNotification(withoutSeller)).toBeNull();
  });

  it('rejects a notification signed with another key, or with no signature', () => {
    const client = clientWith();
    expect(client.verifyNotification(notification({}, stranger.privateKey))).toBeNull();
    const { sign: _sign, ...unsigned } = notification();
    expect(client.verifyNotification(unsigned)).toBeNull();
  });

  it('rejects, without throwing, a notification whose sign_type names no algorithm (the SDK throws on it)', () => {
    const client = clientWith();
    for (const signType of ['RSA3', '', '<script>']) {
      expect(client.verifyNotification({ ...notification(), sign_type: signType }), signType).toBeNull();
    }
  });

  it('rejects a correctly signed notification it cannot read exactly (malformed amount or time, unknown status, RSA1)', () => {
    const client = clientWith();
    const unreadable: Record<string, string>[] = [
      { total_amount: '799.2900' },
      { total_amount: '7.9929e2' },
      { gmt_payment: '2026-11-23T00:59:30' },
      { trade_status: 'PAID' },
      { sign_type: 'RSA' },
    ];
    for (const changes of unreadable) {
      expect(client.verifyNotification(notification(changes)), JSON.stringify(changes)).toBeNull();
    }
  });
});
