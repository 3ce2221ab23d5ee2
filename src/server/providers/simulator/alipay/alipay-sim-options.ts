import type { Notifier } from '../notifier.ts';
import type { SimulatorKeys } from '../simulator-keys.ts';
import type { AlipaySimulatorStore } from './alipay-sim-state.ts';

/** What the Alipay simulator works with: its keys and store, how it notifies and reaches the merchant, its address. */
export type AlipaySimulatorOptions = {
  keys: SimulatorKeys['alipay'];
  store: AlipaySimulatorStore;
  notifier: Notifier;
  now: () => number;
  /** Where the simulator is reached from a browser (…/_sim/alipay). */
  publicUrl: string;
  /** The merchant's site, where the cashier may send the browser back; publicUrl's origin unless given. */
  merchantOrigin?: string;
  /** Posts the notifications to notify_url. */
  fetch: typeof fetch;
};
