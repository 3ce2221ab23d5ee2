// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsapiPayParams } from '../../../contract/orders.ts';
import { ensureWeixinJSBridge, jsapiOutcome, requestWechatPayment, type WeixinJSBridge, WechatBridgeError } from './wechat-jsapi.ts';

const SCRIPT_URL = '/_sim/wechatpay/jsapi-bridge.js';

const params: JsapiPayParams = {
  appId: 'wx8888888888888888',
  timeStamp: '1795000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

function fakeBridge(errMsg: string): WeixinJSBridge & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    invoke: (name, given, callback) => {
      calls.push([name, given]);
      setTimeout(() => callback({ err_msg: errMsg }), 0);
    },
  };
}

/** What the simulator's script (or WeChat itself) does once it has set up the bridge. */
function bridgeBecomesReady(bridge: WeixinJSBridge) {
  window.WeixinJSBridge = bridge;
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
}

const bridgeScripts = () => Array.from(document.scripts).filter((script) => script.getAttribute('src') === SCRIPT_URL);

describe('ensureWeixinJSBridge', () => {
  beforeEach(() => {
    delete window.WeixinJSBridge;
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('uses the bridge WeChat already injected, adding no script', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    window.WeixinJSBridge = bridge;
    await expect(ensureWeixinJSBridge(SCRIPT_URL)).resolves.toBe(bridge);
    expect(bridgeScripts()).toHaveLength(0);
  });

  it('without a bridge, loads the given script once and waits for WeixinJSBridgeReady', async () => {
    const waiting = ensureWeixinJSBridge(SCRIPT_URL);
    expect(bridgeScripts()).toHaveLength(1);
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    bridgeBecomesReady(bridge);
    await expect(waiting).resolves.toBe(bridge);
  });

  it('a second attempt while the script is still loading adds no second script', async () => {
    const first = ensureWeixinJSBridge(SCRIPT_URL);
    const second = ensureWeixinJSBridge(SCRIPT_URL);
    expect(bridgeScripts()).toHaveLength(1);
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    bridgeBecomesReady(bridge);
    await expect(Promise.all([first, second])).resolves.toEqual([bridge, bridge]);
  });

  it('with no script to load (real WeChat), only waits for WeixinJSBridgeReady', async () => {
    const waiting = ensureWeixinJSBridge(null);
    expect(document.scripts).toHaveLength(0);
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    bridgeBecomesReady(bridge);
    await expect(waiting).resolves.toBe(bridge);
  });

  it('fails with a message when the script cannot be loaded', async () => {
    const waiting = ensureWeixinJSBridge(SCRIPT_URL);
    bridgeScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(waiting).rejects.toBeInstanceOf(WechatBridgeError);
  });

  it('gives up when the bridge never becomes ready', async () => {
    vi.useFakeTimers();
    const waiting = ensureWeixinJSBridge(null, 15_000);
    const failed = expect(waiting).rejects.toThrow('微信支付没有响应');
    await vi.advanceTimersByTimeAsync(15_000);
    await failed;
  });
});

describe('requestWechatPayment', () => {
  it('calls getBrandWCPayRequest with the server’s parameters unchanged', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    await expect(requestWechatPayment(bridge, params)).resolves.toBe('ok');
    expect(bridge.calls).toEqual([['getBrandWCPayRequest', params]]);
  });

  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
    ['system:access_denied', 'fail'],
  ] as const)('%s → %s', async (errMsg, outcome) => {
    await expect(requestWechatPayment(fakeBridge(errMsg), params)).resolves.toBe(outcome);
  });
});

describe('jsapiOutcome', () => {
  it('anything unknown or missing is a failure, never success', () => {
    expect(jsapiOutcome(undefined)).toBe('fail');
    expect(jsapiOutcome('get_brand_wcpay_request:OK')).toBe('fail');
    expect(jsapiOutcome('')).toBe('fail');
  });
});
