/**
 * What the real WeChat app injects into every page it opens: WeixinJSBridge, here with getBrandWCPayRequest only.
 * The cashier opens over the page in a frame; its answer comes back as a message and goes to the callback.
 */
export function jsBridgeScript(publicUrl: string): string {
  return `(function () {
  if (!/MicroMessenger/i.test(navigator.userAgent) || window.WeixinJSBridge) return;
  var base = ${JSON.stringify(publicUrl)};
  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      if (name !== 'getBrandWCPayRequest') { callback({ err_msg: name + ':fail_not_supported' }); return; }
      var frame = document.createElement('iframe');
      frame.title = '微信支付（模拟）';
      frame.src = base + '/cashier?' + new URLSearchParams(params).toString();
      frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#f5f5f5');
      function onMessage(event) {
        if (!event.data || event.data.source !== 'wechatpay-simulator' || event.source !== frame.contentWindow) return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        callback({ err_msg: event.data.err_msg });
      }
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
    }
  };
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
})();
`;
}

/** The cashier frame's side of the bridge (/jsapi-done.js): hands the result to the merchant's page around it. */
export const jsapiDoneScript = `parent.postMessage({source:'wechatpay-simulator',err_msg:document.currentScript.dataset.result},location.origin);`;
