import type { FastifyPluginAsync } from 'fastify';
import { wechatpayCashierRoutes } from './wechatpay-sim-cashier.routes.ts';
import type { WechatPaySimulatorDeps } from './wechatpay-sim-deliveries.ts';
import { wechatpaySimulatorHttp } from './wechatpay-sim-http.ts';
import type { WechatPaySimulatorOptions } from './wechatpay-sim-options.ts';
import { wechatpayRefundRoutes } from './wechatpay-sim-refunds.routes.ts';
import { wechatpayTransactionRoutes } from './wechatpay-sim-transactions.routes.ts';

/**
 * A local WeChat Pay API v3 for PAYMENT_MODE=simulator: the same endpoints, merchant-signature checks, signed
 * replies and encrypted notifications as the real provider, so the production client is what runs against it. Its
 * cashier page stands in for WeChat's: H5 payments go there from the browser, JSAPI payments open it in an overlay
 * through the WeixinJSBridge that /jsbridge.js provides to pages opened with a WeChat user agent.
 */
export function wechatpaySimulator(options: WechatPaySimulatorOptions, deps: WechatPaySimulatorDeps): FastifyPluginAsync {
  return async (app) => {
    // The merchant's signature covers the exact bytes sent, so the body is read as text.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
    );
    const sim = wechatpaySimulatorHttp(options, deps);
    wechatpayTransactionRoutes(app, sim);
    wechatpayRefundRoutes(app, sim);
    wechatpayCashierRoutes(app, sim);
  };
}
