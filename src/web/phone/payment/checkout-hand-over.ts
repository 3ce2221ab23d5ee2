import type { NavigateFunction } from 'react-router';
import { type PaymentChannel, paymentChannelSchema } from '../../../contract/orders.ts';

export const orderPagePath = (orderNo: string) => `/mobile/student/order?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Once the order exists, the page becomes that order's page (replacing the plan's, so Back from a cashier or a
 * reload shows this order instead of making another) and starts paying it with the channel chosen.
 */
export function handOverPayment(navigate: NavigateFunction, orderNo: string, channel: PaymentChannel) {
  navigate(orderPagePath(orderNo), { replace: true, state: { payWith: channel } });
}

/** The channel handed over by the checkout, read from the history entry's state (anything else is ignored). */
export function handedOverChannel(state: unknown): PaymentChannel | null {
  if (typeof state !== 'object' || state === null || !('payWith' in state)) return null;
  const parsed = paymentChannelSchema.safeParse(state.payWith);
  return parsed.success ? parsed.data : null;
}
