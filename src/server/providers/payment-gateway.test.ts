import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WechatPayClient } from './wechatpay/wechatpay-client.ts';
import { WechatPayError } from './wechatpay/wechatpay-replies.ts';
import type { WechatOauth } from './wechat-oauth/wechat-oauth.ts';
import { type AlipayPort, createPaymentGateway } from './payment-gateway.ts';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const refund = {
  outTradeNo: 'BX2026112210000012345678P01',
  outRefundNo: 'RF2026112210000087654321',
  amountFen: 8300,
  totalFen: 24900,
  reason: '家长申请退款',
};

/** The gateway over stand-in clients: `wechat` and `alipay` answer what a test needs, nothing else is called. */
function gatewayWith(wechat: Partial<WechatPayClient>, alipay: Partial<AlipayPort> = {}) {
  return createPaymentGateway({
    publicBaseUrl: 'https://banxue.example.cn',
    now: () => NOW,
    bridgeScriptUrl: null,
    wechat: {
      client: wechat as WechatPayClient,
      oauth: {} as WechatOauth,
      appid: 'wx0',
      mchid: '1900009191',
      merchantPrivateKey: generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey,
    },
    alipay: { client: alipay as AlipayPort, appId: '2021000000000000', sellerId: '2088000000000000' },
  });
}

const wechatRefund = (changes: Record<string, unknown>) => ({
  refund_id: '50000000382019052709732678859',
  out_refund_no: refund.outRefundNo,
  out_trade_no: refund.outTradeNo,
  amount: { refund: 8300, total: 24900 },
  ...changes,
});

describe('refunds through the gateway: WeChat Pay', () => {
  it('reads the application’s answer by its status, and sends the refund notification URL', async () => {
    const sent: unknown[] = [];
    const answers = ['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED'];
    const gateway = gatewayWith({
      createRefund: async (application) => {
        sent.push(application);
        return wechatRefund({ status: answers[sent.length - 1], success_time: '2026-11-22T10:00:05+08:00' });
      },
    });

    expect(await gateway.refund('wechatpay', refund)).toEqual({
      state: 'succeeded',
      outRefundNo: refund.outRefundNo,
      amountFen: 8300,
      providerRefundId: 'wx:50000000382019052709732678859',
      succeededAt: Date.parse('2026-11-22T10:00:05+08:00'),
    });
    expect(await gateway.refund('wechatpay', refund)).toMatchObject({ state: 'processing' });
    expect(await gateway.refund('wechatpay', refund)).toMatchObject({ state: 'abnormal' });
    expect(await gateway.refund('wechatpay', refund)).toMatchObject({ state: 'closed' });
    expect(sent[0]).toMatchObject({
      outTradeNo: refund.outTradeNo,
      outRefundNo: refund.outRefundNo,
      amountFen: 8300,
      totalFen: 24900,
      notifyUrl: 'https://banxue.example.cn/api/payments/wechat/refund-notify',
    });
  });

  it('fails a refund WeChat Pay refuses for good, and throws on an answer that may be retried', async () => {
    const refusing = gatewayWith({
      createRefund: async () => Promise.reject(new WechatPayError('WeChat Pay answered 403 NOT_ENOUGH', 403, 'NOT_ENOUGH')),
    });
    expect(await refusing.refund('wechatpay', refund)).toMatchObject({ state: 'refused', code: 'NOT_ENOUGH' });
    const busy = gatewayWith({
      createRefund: async () => Promise.reject(new WechatPayError('WeChat Pay answered 500 SYSTEM_ERROR', 500, 'SYSTEM_ERROR')),
    });
    await expect(busy.refund('wechatpay', refund)).rejects.toThrow(/SYSTEM_ERROR/);
    const unsigned = gatewayWith({
      createRefund: async () => Promise.reject(new WechatPayError('unverified reply from WeChat Pay (bad signature)', 400)),
    });
    await expect(unsigned.refund('wechatpay', refund)).rejects.toThrow(/unverified/);
  });

  it('takes an answer about another refund for nothing, and a refund notification for another merchant as rejected', async () => {
    const confused = gatewayWith({ createRefund: async () => wechatRefund({ out_refund_no: 'RF-SOMEONE-ELSE', status: 'SUCCESS' }) });
    expect(await confused.refund('wechatpay', refund)).toMatchObject({ state: 'rejected' });
    const notified = gatewayWith({
      openRefundNotification: () => ({
        eventType: 'REFUND.SUCCESS',
        refund: { ...wechatRefund({ refund_status: 'SUCCESS' }), mchid: '1900000109' },
      }),
    });
    expect(notified.openWechatRefundNotification({}, '{}')).toMatchObject({
      state: 'rejected',
      reason: 'mchid is not ours',
      outRefundNo: refund.outRefundNo,
    });
  });
});

describe('refunds through the gateway: Alipay', () => {
  it('takes fund_change Y as done, and asks alipay.trade.fastpay.refund.query when it is N', async () => {
    const done = gatewayWith({}, { refund: async () => ({ tradeNo: '2026112222001400000000000001', fundChange: true, refundedAt: NOW }) });
    expect(await done.refund('alipay', refund)).toEqual({
      state: 'succeeded',
      outRefundNo: refund.outRefundNo,
      providerRefundId: 'alipay:2026112222001400000000000001',
      succeededAt: NOW,
    });

    const repeated = gatewayWith(
      {},
      {
        refund: async () => ({ tradeNo: '2026112222001400000000000001', fundChange: false }),
        queryRefund: async () => ({ tradeNo: '2026112222001400000000000001', amountFen: 8300, status: 'REFUND_SUCCESS', refundedAt: NOW }),
      },
    );
    expect(await repeated.refund('alipay', refund)).toMatchObject({ state: 'succeeded', amountFen: 8300 });
  });

  it('fails a business refusal (40004), except ACQ.SYSTEM_ERROR, which is retried', async () => {
    const refusal = (subCode: string) =>
      Object.assign(new Error(`alipay.trade.refund: 40004 Business Failed ${subCode}`), { code: '40004', subCode });
    const exceeded = gatewayWith({}, { refund: async () => Promise.reject(refusal('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL')) });
    expect(await exceeded.refund('alipay', refund)).toMatchObject({ state: 'refused', code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
    const busy = gatewayWith({}, { refund: async () => Promise.reject(refusal('ACQ.SYSTEM_ERROR')) });
    await expect(busy.refund('alipay', refund)).rejects.toThrow(/SYSTEM_ERROR/);
  });
});
