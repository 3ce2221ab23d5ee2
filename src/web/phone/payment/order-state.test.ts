import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders.ts';
import { isPayable, orderStatusText, pollIntervalFor, resultViewOf } from './order-state.ts';

const created = Date.parse('2026-11-22T02:00:00.000Z');
const expires = created + 15 * 60_000;

function order(changes: Partial<Order> = {}): Order {
  return {
    orderNo: 'BX2026112210000012345678',
    status: 'PENDING',
    amountFen: 19900,
    planSnapshot: { planId: 'junior-30', title: '初中AI伴学 · 月卡', stage: 'junior', durationDays: 30, priceFen: 19900 },
    learner: { id: 'L1', name: '王小明', grade: '初二', isSelf: false },
    channel: 'wechat_h5',
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(expires).toISOString(),
    paidAt: null,
    closedAt: null,
    paidAfterClose: false,
    serviceEndsAt: null,
    refundedFen: 0,
    extraCharges: [],
    ...changes,
  };
}

const paid = order({ status: 'PAID', paidAt: new Date(created + 60_000).toISOString(), serviceEndsAt: '2026-12-22T02:01:00.000Z' });

describe('isPayable', () => {
  it('is true for a PENDING order inside its window, up to the last millisecond', () => {
    expect(isPayable(order(), created)).toBe(true);
    expect(isPayable(order(), expires - 1)).toBe(true);
  });

  it('is false once the window has ended, and for any other status', () => {
    expect(isPayable(order(), expires)).toBe(false);
    for (const status of ['PAID', 'CLOSED', 'REFUNDED'] as const) expect(isPayable(order({ status }), created)).toBe(false);
  });
});

describe('resultViewOf', () => {
  const now = created + 60_000;

  it('PAID is success', () => {
    expect(resultViewOf(paid, now, 0)).toEqual({ kind: 'paid' });
  });

  it('a payment that arrived after the order closed is success too: the person paid, we deliver', () => {
    expect(resultViewOf({ ...paid, paidAfterClose: true }, now, 0)).toEqual({ kind: 'paid' });
  });

  it('REFUNDED is its own view', () => {
    expect(resultViewOf(order({ status: 'REFUNDED' }), now, 0)).toEqual({ kind: 'refunded' });
  });

  it('CLOSED offers to buy again', () => {
    expect(resultViewOf(order({ status: 'CLOSED' }), now, 0)).toEqual({ kind: 'closed', reason: 'closed', canRebuy: true });
  });

  it('CLOSED with a late payment under review does not offer to buy again', () => {
    expect(resultViewOf(order({ status: 'CLOSED', paidAfterClose: true }), now, 0)).toMatchObject({ kind: 'closed', canRebuy: false });
  });

  it('PENDING inside its window is pending, can be paid again, and is being checked', () => {
    expect(resultViewOf(order(), now, 10_000)).toEqual({ kind: 'pending', canRepay: true, checking: true });
  });

  it('PENDING after 3 minutes of waiting is still pending, but no longer checked automatically', () => {
    expect(resultViewOf(order(), now, 3 * 60_000)).toEqual({ kind: 'pending', canRepay: true, checking: false });
  });

  it('PENDING past its window reads as an attempt that closed: buy again', () => {
    expect(resultViewOf(order(), expires, 0)).toEqual({ kind: 'closed', reason: 'expired', canRebuy: true });
  });
});

describe('pollIntervalFor', () => {
  it('asks every 2 s before the first answer and while pending', () => {
    expect(pollIntervalFor(undefined, 0)).toBe(2_000);
    expect(pollIntervalFor(order(), 29_999)).toBe(2_000);
  });

  it('backs off to every 5 s after 30 s', () => {
    expect(pollIntervalFor(order(), 30_000)).toBe(5_000);
    expect(pollIntervalFor(order(), 179_999)).toBe(5_000);
  });

  it('stops after 3 minutes', () => {
    expect(pollIntervalFor(order(), 180_000)).toBe(false);
    expect(pollIntervalFor(undefined, 180_000)).toBe(false);
  });

  it('stops as soon as the order is final', () => {
    expect(pollIntervalFor(paid, 0)).toBe(false);
    expect(pollIntervalFor(order({ status: 'CLOSED' }), 0)).toBe(false);
    expect(pollIntervalFor(order({ status: 'REFUNDED' }), 0)).toBe(false);
  });
});

describe('orderStatusText', () => {
  it('uses the contract’s labels', () => {
    expect(orderStatusText(order(), created)).toBe('待支付');
    expect(orderStatusText(paid, created)).toBe('已支付');
    expect(orderStatusText(order({ status: 'CLOSED' }), created)).toBe('已关闭');
    expect(orderStatusText(order({ status: 'REFUNDED' }), created)).toBe('已退款');
  });

  it('calls a pending order past its window 已超时 before the server has closed it', () => {
    expect(orderStatusText(order(), expires)).toBe('已超时');
  });
});
