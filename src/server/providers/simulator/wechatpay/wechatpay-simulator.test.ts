import { generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatPayClient, type WechatPayClient } from '../../wechatpay/wechatpay-client.ts';
import { createNotifier } from '../notifier.ts';
import { refundNotification, successNotification } from './wechatpay-sim-messages.ts';
import type { WechatPaySimulatorOptions } from './wechatpay-sim-options.ts';
import type { SimulatedTransaction, WechatSimulatorRecord, WechatSimulatorStore } from './wechatpay-sim-state.ts';
import { wechatpaySimulator } from './wechatpay-simulator.ts';

/** The simulator's store in memory (the app keeps it in its database: simulator-store.ts). */
function memoryStore(): WechatSimulatorStore & { transaction: (outTradeNo: string) => SimulatedTransaction | undefined } {
  const records = new Map<string, string>();
  return {
    get: async (key) => (records.has(key) ? (JSON.parse(records.get(key) ?? '') as WechatSimulatorRecord) : undefined),
    save: async (key, record) => void records.set(key, JSON.stringify(record)),
    replace: async (key, expected, next) => {
      if (records.get(key) !== JSON.stringify(expected)) return false;
      records.set(key, JSON.stringify(next));
      return true;
    },
    transaction: (outTradeNo) => {
      const record = records.get(outTradeNo);
      return record ? (JSON.parse(record) as SimulatedTransaction) : undefined;
    },
  };
}

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = 1_795_000_000_000;
const store = memoryStore();

let sim: FastifyInstance;
let options: WechatPaySimulatorOptions;
let client: WechatPayClient;
let forger: WechatPayClient;

beforeAll(async () => {
  sim = Fastify();
  options = {
    mchid: '1900009191',
    appid: 'wxsimulator0000001',
    merchantPublicKey: merchant.publicKey,
    platformSerial: 'PUB_KEY_ID_SIMULATOR',
    platformPrivateKey: platform.privateKey,
    apiV3Key: 'simulatorapiv3key000000000000000',
    now: () => NOW,
    publicUrl: 'http://localhost:3000/_sim/wechatpay',
  };
  const notifier = createNotifier({ scale: 0, probeRate: 0, log: sim.log });
  sim.addHook('onClose', () => notifier.close());
  await sim.register(wechatpaySimulator(options, { store, notifier, fetch }), { prefix: '/_sim/wechatpay' });
  const base = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clientConfig = {
    baseUrl: `${base}/_sim/wechatpay`,
    mchid: options.mchid,
    appid: options.appid,
    merchantSerialNo: 'MERCHANT_SERIAL',
    privateKey: merchant.privateKey,
    platformPublicKeys: new Map([[options.platformSerial, platform.publicKey]]),
    apiV3Key: options.apiV3Key,
    now: () => NOW,
  };
  client = createWechatPayClient(clientConfig);
  forger = createWechatPayClient({ ...clientConfig, privateKey: stranger.privateKey });
});
afterAll(() => sim.close());

const payment = (outTradeNo: string) => ({
  outTradeNo,
  description: '初中AI伴学 · 季卡',
  amountFen: 79900,
  notifyUrl: 'http://localhost:3000/api/payments/wechat/notify',
  expiresAt: NOW + 15 * 60_000,
  clientIp: '127.0.0.1',
});

describe('the WeChat Pay simulator, driven by the production client', () => {
  it('answers an H5 order with a verified h5_url to its cashier, and the query knows the order as NOTPAY', async () => {
    const url = await client.createH5(payment('BX2026112200000000000001'));

    expect(url).toMatch(/^http:\/\/localhost:3000\/_sim\/wechatpay\/cashier\?prepay_id=wx[0-9a-f]{28}$/);
    await expect(client.queryByOutTradeNo('BX2026112200000000000001')).resolves.toMatchObject({
      out_trade_no: 'BX2026112200000000000001',
      trade_state: 'NOTPAY',
      amount: { total: 79900 },
    });
  });

  it('refuses a request signed with another key, as WeChat Pay does', async () => {
    await expect(forger.createH5(payment('BX2026112200000000000002'))).rejects.toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });

  it('gives a JSAPI order a prepay id, and answers an unknown order with ORDER_NOT_EXIST (null to the client)', async () => {
    await expect(client.createJsapi({ ...payment('BX2026112200000000000003'), openid: 'oSimOpenid0001' })).resolves.toMatch(/^wx/);
    await expect(client.queryByOutTradeNo('BX2026112299999999999999')).resolves.toBeNull();
  });

  it('closes an unpaid order, after which the query says CLOSED', async () => {
    await client.createH5(payment('BX2026112200000000000004'));
    await client.close('BX2026112200000000000004');

    await expect(client.queryByOutTradeNo('BX2026112200000000000004')).resolves.toMatchObject({ trade_state: 'CLOSED' });
  });

  it('writes notifications the production client opens and decrypts', async () => {
    await client.createH5(payment('BX2026112200000000000005'));
    const transaction = store.transaction('BX2026112200000000000005');
    if (!transaction) throw new Error('the simulator lost the order');
    const paid = {
      ...transaction,
      state: 'SUCCESS' as const,
      transactionId: '4200000000000000000000000005',
      successTime: new Date(NOW).toISOString(),
    };
    const { body, headers } = successNotification(options, paid);

    const opened = client.openNotification(
      {
        timestamp: headers['Wechatpay-Timestamp'],
        nonce: headers['Wechatpay-Nonce'],
        signature: headers['Wechatpay-Signature'],
        serial: headers['Wechatpay-Serial'],
      },
      body,
    );
    expect(opened).toMatchObject({
      eventType: 'TRANSACTION.SUCCESS',
      transaction: {
        out_trade_no: 'BX2026112200000000000005',
        trade_state: 'SUCCESS',
        transaction_id: '4200000000000000000000000005',
        amount: { total: 79900 },
      },
    });
  });
});

describe('refunds at the WeChat Pay simulator', () => {
  /** An H5 order the simulator knows as paid. */
  async function paidTransaction(outTradeNo: string): Promise<SimulatedTransaction> {
    await client.createH5(payment(outTradeNo));
    const transaction = store.transaction(outTradeNo);
    if (!transaction) throw new Error('the simulator lost the order');
    const paid = {
      ...transaction,
      state: 'SUCCESS' as const,
      transactionId: `42000000000000000000${outTradeNo.slice(-8)}`,
      successTime: new Date(NOW).toISOString(),
    };
    await store.save(outTradeNo, paid);
    return paid;
  }
  const application = (outTradeNo: string, outRefundNo: string, amountFen: number, totalFen = 79900) => ({
    outTradeNo,
    outRefundNo,
    reason: '家长申请退款',
    amountFen,
    totalFen,
    notifyUrl: '',
  });

  it('takes a refund as PROCESSING, completes it a moment later, and answers the same out_refund_no with the same refund', async () => {
    const paid = await paidTransaction('BX2026112200000000000011');

    const taken = await client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000011', 30000));
    expect(taken).toMatchObject({
      out_refund_no: 'RF0000000000000000000011',
      out_trade_no: paid.outTradeNo,
      transaction_id: paid.transactionId,
      status: 'PROCESSING',
      amount: { refund: 30000, total: 79900, currency: 'CNY' },
    });
    expect(taken.refund_id).toMatch(/^50\d{27}$/);
    const again = await client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000011', 30000));
    expect(again.refund_id).toBe(taken.refund_id);

    let queried: Record<string, unknown> | null = null;
    for (let attempt = 0; attempt < 100 && queried?.status !== 'SUCCESS'; attempt += 1) {
      queried = await client.queryRefund('RF0000000000000000000011');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(queried).toMatchObject({ refund_id: taken.refund_id, status: 'SUCCESS', success_time: expect.any(String) });
    expect(store.transaction(paid.outTradeNo)?.refunds).toHaveLength(1);
    await expect(client.queryByOutTradeNo(paid.outTradeNo)).resolves.toMatchObject({ trade_state: 'REFUND' });
  });

  it('checks refunds as WeChat Pay does: never more than is left, the order’s total, only a paid order; an unknown refund is not found', async () => {
    const paid = await paidTransaction('BX2026112200000000000012');
    await client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000012', 50000));

    await expect(client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000013', 29901))).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    });
    await expect(client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000013', 100, 79800))).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    });
    await expect(client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000012', 100))).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    });
    await expect(client.createRefund(application(paid.outTradeNo, 'RF0000000000000000000013', 29900))).resolves.toMatchObject({
      status: 'PROCESSING',
    });
    await client.createH5(payment('BX2026112200000000000013'));
    await expect(client.createRefund(application('BX2026112200000000000013', 'RF0000000000000000000014', 100))).rejects.toMatchObject({
      status: 404,
      code: 'RESOURCE_NOT_EXISTS',
    });
    await expect(client.queryRefund('RF9999999999999999999999')).resolves.toBeNull();
    await expect(forger.createRefund(application(paid.outTradeNo, 'RF0000000000000000000015', 1))).rejects.toMatchObject({
      status: 401,
      code: 'SIGN_ERROR',
    });
  });

  it('writes refund notifications the production client opens and decrypts', async () => {
    const paid = await paidTransaction('BX2026112200000000000016');
    const refund = {
      outRefundNo: 'RF0000000000000000000016',
      refundId: '50300000000000000000000000016',
      amountFen: 79900,
      status: 'SUCCESS' as const,
      createTime: new Date(NOW).toISOString(),
      successTime: new Date(NOW).toISOString(),
    };
    const { body, headers } = refundNotification(options, paid, refund);

    const opened = client.openRefundNotification(
      {
        timestamp: headers['Wechatpay-Timestamp'],
        nonce: headers['Wechatpay-Nonce'],
        signature: headers['Wechatpay-Signature'],
        serial: headers['Wechatpay-Serial'],
      },
      body,
    );
    expect(opened).toEqual({
      eventType: 'REFUND.SUCCESS',
      refund: {
        mchid: options.mchid,
        out_trade_no: paid.outTradeNo,
        transaction_id: paid.transactionId,
        out_refund_no: 'RF0000000000000000000016',
        refund_id: '50300000000000000000000000016',
        refund_status: 'SUCCESS',
        success_time: refund.successTime,
        user_received_account: '支付用户零钱',
        amount: { total: 79900, refund: 79900, payer_total: 79900, payer_refund: 79900 },
      },
    });
    expect(JSON.parse(body)).toMatchObject({
      resource_type: 'encrypt-resource',
      summary: '退款成功',
      resource: { original_type: 'refund', algorithm: 'AEAD_AES_256_GCM', associated_data: 'refund' },
    });
  });
});
