import type { JsapiPayParams } from '../../../contract/orders.ts';

type BridgeResponse = { err_msg?: string; err_desc?: string };

export type WeixinJSBridge = {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, callback: (response: BridgeResponse) => void): void;
};

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

const READY_EVENT = 'WeixinJSBridgeReady';
const BRIDGE_TIMEOUT_MS = 15_000;

export class WechatBridgeError extends Error {
  override name = 'WechatBridgeError';
}

/**
 * WeChat's JS bridge, once it exists. WeChat injects it into its pages and fires WeixinJSBridgeReady when it is
 * late; outside WeChat the payment simulator provides it through `scriptUrl` (null with real WeChat Pay).
 */
export function ensureWeixinJSBridge(scriptUrl: string | null, timeoutMs = BRIDGE_TIMEOUT_MS): Promise<WeixinJSBridge> {
  const present = window.WeixinJSBridge;
  if (present) return Promise.resolve(present);

  return new Promise((resolve, reject) => {
    let script: HTMLScriptElement | null = null;
    const settle = (finish: () => void) => {
      window.clearTimeout(timer);
      document.removeEventListener(READY_EVENT, onReady);
      script?.removeEventListener('error', onScriptError);
      finish();
    };
    const onReady = () => {
      const bridge = window.WeixinJSBridge;
      if (bridge) settle(() => resolve(bridge));
    };
    const onScriptError = () => settle(() => reject(new WechatBridgeError('无法加载微信支付组件，请稍后重试')));
    const timer = window.setTimeout(() => settle(() => reject(new WechatBridgeError('微信支付没有响应，请稍后重试'))), timeoutMs);

    document.addEventListener(READY_EVENT, onReady);
    if (scriptUrl) {
      // A second attempt reuses the script the first one added; its ready event may still be on its way.
      const existing = Array.from(document.scripts).find((element) => element.getAttribute('src') === scriptUrl);
      script = existing ?? Object.assign(document.createElement('script'), { src: scriptUrl, async: true });
      script.addEventListener('error', onScriptError);
      if (!existing) document.head.appendChild(script);
    }
  });
}

export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

/**
 * getBrandWCPayRequest's err_msg. 'ok' is only a hint that the user finished in WeChat's cashier: the order is
 * paid when the server says so.
 */
export function jsapiOutcome(errMsg: string | undefined): JsapiOutcome {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

/** Opens WeChat's cashier with the server's signed parameters and resolves when the user leaves it. */
export function requestWechatPayment(bridge: WeixinJSBridge, params: JsapiPayParams): Promise<JsapiOutcome> {
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (response) => resolve(jsapiOutcome(response.err_msg)));
  });
}
