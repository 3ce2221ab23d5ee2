import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../contract/order-events.ts';
import { eventFacts, type TimelineNames } from './order-timeline.tsx';

const LEARNER = '0b6f7c1e-6f2a-4d7e-9a51-3c2d1e0f9a8b';
const OPERATOR = '7d3c2b1a-0f9e-4d8c-8b7a-6e5d4c3b2a10';
const names: TimelineNames = {
  operators: { [OPERATOR]: 'zhangsan' },
  learners: { [LEARNER]: '林小雨' },
  plans: { 'primary-30': '小学30天' },
};
const event = (type: OrderEvent['type'], detail: Record<string, unknown>): OrderEvent => ({
  id: '1',
  type,
  at: '2026-11-22T16:30:05.000Z',
  detail,
});

describe('order timeline facts', () => {
  it('shows epoch-millisecond instants in Beijing time', () => {
    const paid = event('paid', { source: 'notification', afterClose: false, endsAt: Date.parse('2026-12-22T16:00:00.000Z') });
    expect(eventFacts(paid, names)).toBe('来源：支付通知；关闭后支付：否；服务到期：2026-12-23 00:00:00');
  });

  it('names the learner, the plan and the operator instead of their ids', () => {
    expect(eventFacts(event('created', { planId: 'primary-30', amountFen: 19_900, learnerId: LEARNER }), names)).toBe(
      '套餐：小学30天；金额：¥199.00；学员：林小雨',
    );
    const requested = event('refund_requested', {
      refundId: 'r1',
      outRefundNo: 'RF1',
      amountFen: 100,
      reason: '用户申请',
      requestedBy: OPERATOR,
    });
    expect(eventFacts(requested, names)).toBe('退款单号：RF1；金额：¥1.00；原因：用户申请；操作员：zhangsan');
  });

  it('keeps a shortened id when no name is at hand', () => {
    const none: TimelineNames = { operators: {}, learners: {}, plans: {} };
    expect(eventFacts(event('reviewed', { operatorId: OPERATOR, note: '已核对' }), none)).toBe('操作员：7d3c2b1a…；备注：已核对');
    expect(eventFacts(event('created', { planId: 'primary-30', learnerId: LEARNER }), none)).toBe('套餐：primary-30；学员：0b6f7c1e…');
  });

  it('says a provider’s refund states in the refund labels’ words', () => {
    const notified = event('notification_received', {
      provider: 'wechatpay',
      kind: 'refund',
      outcome: 'applied',
      outRefundNo: 'RF1',
      state: 'succeeded',
    });
    expect(eventFacts(notified, names)).toBe('支付机构：微信支付；类型：退款；结果：已处理；退款单号：RF1；状态：退款成功');
    expect(
      eventFacts(
        event('provider_queried', { provider: 'alipay', by: 'reconciliation', kind: 'refund', outRefundNo: 'RF1', found: 'closed' }),
        names,
      ),
    ).toContain('查询结果：退款已关闭');
    expect(eventFacts(event('refund_failed', { outRefundNo: 'RF1', providerStatus: 'CLOSED', reason: 'x' }), names)).toContain(
      '机构状态：退款已关闭',
    );
    expect(eventFacts(event('refund_succeeded', { outRefundNo: 'RF1', source: 'reply', orderStatus: 'PAID' }), names)).toBe(
      '退款单号：RF1；来源：支付机构应答；订单状态：已支付',
    );
    // A payment query's closed is the order's.
    expect(eventFacts(event('provider_queried', { provider: 'alipay', by: 'expiry', found: 'closed' }), names)).toContain(
      '查询结果：已关闭',
    );
  });

  it('names the attempt by its 商户订单号 and says an extra charge’s refund in the refund labels’ words', () => {
    const closed = event('provider_closed', { provider: 'alipay', outTradeNo: 'BX1P01', reason: 'settled' });
    expect(eventFacts(closed, names)).toBe('支付机构：支付宝；商户订单号：BX1P01；原因：订单已支付或已关闭');
    const charged = event('extra_charge', {
      provider: 'alipay',
      channel: 'alipay_wap',
      outTradeNo: 'BX1P01',
      amountFen: 24_900,
      refundId: 'r1',
      outRefundNo: 'RF1',
    });
    expect(eventFacts(charged, names)).toBe('支付机构：支付宝；支付方式：支付宝；商户订单号：BX1P01；金额：¥249.00；退款单号：RF1');
    expect(
      eventFacts(event('extra_charge_refunded', { refundId: 'r1', outRefundNo: 'RF1', amountFen: 24_900, source: 'reply' }), names),
    ).toBe('退款单号：RF1；金额：¥249.00；来源：支付机构应答');
    expect(eventFacts(event('extra_charge_refund_failed', { outRefundNo: 'RF1', providerStatus: 'CLOSED', reason: 'x' }), names)).toContain(
      '机构状态：退款已关闭',
    );
  });

  it('shows a stored event that does not read as its kind with its type and text, so nothing on the record is hidden', () => {
    const unreadable = event('unreadable', { storedType: 'closed', raw: '{"reason":"by hand"}' });
    expect(eventFacts(unreadable, names)).toBe('记录类型：closed；原始内容：{"reason":"by hand"}');
  });
});
