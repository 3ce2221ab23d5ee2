import type { FastifyPluginAsync } from 'fastify';
import { alipayCashierRoutes, wapPay } from './alipay-sim-cashier.routes.ts';
import { checkRequest, gatewayError, gatewayParams, signedReply } from './alipay-sim-gateway.ts';
import type { AlipaySimulatorOptions } from './alipay-sim-options.ts';
import { refundApi, refundQueryApi } from './alipay-sim-refunds.ts';
import { tradeApi } from './alipay-sim-trades.ts';

/**
 * A local Alipay open-platform gateway for PAYMENT_MODE=simulator: alipay.trade.wap.pay (its cashier page),
 * alipay.trade.query, alipay.trade.close, alipay.trade.refund and alipay.trade.fastpay.refund.query, with the app's
 * RSA2 signature checked on every request, replies signed the way alipay-sdk verifies them, and signed asynchronous
 * notifications on Alipay's retry schedule, so the production client is what runs against it.
 */
export function alipaySimulator(options: AlipaySimulatorOptions): FastifyPluginAsync {
  const { keys, now } = options;
  const apiMethods = ['alipay.trade.query', 'alipay.trade.close', 'alipay.trade.refund', 'alipay.trade.fastpay.refund.query'] as const;
  const isApiMethod = (method: string | undefined): method is (typeof apiMethods)[number] => apiMethods.some((name) => name === method);

  return async (app) => {
    // Alipay's requests and the cashier form are form-encoded; the handlers read the text (signatures are checked
    // on the decoded values, so the raw text is all they need).
    if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.route({
      method: ['GET', 'POST'],
      url: '/gateway.do',
      handler: async (request, response) => {
        const params = gatewayParams(request);
        const method = params.method;
        if (method === 'alipay.trade.wap.pay') return wapPay(options, params, response);
        if (isApiMethod(method)) {
          // The checks Alipay's gateway makes before it looks at a request's business content.
          const rejected = checkRequest(keys, now, params);
          if (rejected) return signedReply(response, keys, method, gatewayError(rejected));
          if (method === 'alipay.trade.refund') return refundApi(options, params, response);
          if (method === 'alipay.trade.fastpay.refund.query') return refundQueryApi(options, params, response);
          return tradeApi(options, method, params, response);
        }
        const error = {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: method ? 'isv.invalid-method' : 'isv.missing-method',
          sub_msg: '不存在的方法名',
        };
        return response.type('application/json; charset=utf-8').send(JSON.stringify({ error_response: error }));
      },
    });

    alipayCashierRoutes(app, options);
  };
}
