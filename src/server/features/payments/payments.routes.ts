import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import { paymentActionSchema, payOrderRequestSchema } from '../../../contract/orders.ts';
import { z } from '../../../contract/schema.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import { routesPlugin } from '../../plugins/routes-plugin.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** Starting a payment (logged in). */
export const payRoutes = routesPlugin({ name: 'pay-routes', dependencies: ['auth', 'payments'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.post(
    '/api/orders/:orderNo/pay',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'Start paying a PENDING order: where the page goes next (provider page, WeChat OAuth) or the JSAPI parameters',
        params: z.object({ orderNo: z.string() }),
        body: payOrderRequestSchema,
        response: { 200: paymentActionSchema, ...errors },
      },
    },
    async (request) =>
      app.payments.pay(sessionOf(request).accountId, request.params.orderNo, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
});

/**
 * Our link to Alipay's WAP cashier for one payment attempt (the page's pay action leads here, not to Alipay): a browser
 * navigation, so no session; the attempt's number is the link's only key, as Alipay's own signed URL was.
 */
export const alipayCashierRoutes = routesPlugin({ name: 'alipay-cashier-routes', dependencies: ['payments'] }, async (app) => {
  app.get(
    '/api/payments/alipay/cashier/:outTradeNo',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Go to Alipay’s cashier for an open payment attempt (302); once it is closed or the order is paid or closed, to the order’s result page',
        params: z.object({ outTradeNo: z.string().check(z.maxLength(64)) }),
        response: { 404: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const url = await app.payments.alipayCashier(request.params.outTradeNo);
      if (!url) throw new AppError(404, 'ORDER_NOT_FOUND');
      return reply.header('Cache-Control', 'no-store').redirect(url, 302);
    },
  );
});

/**
 * The providers' notifications. Each is verified on its exact bytes before anything else and acknowledged only after
 * the payment is committed; a failure answer makes the provider retry on its schedule.
 */
export const notifyRoutes = routesPlugin({ name: 'notify-routes', dependencies: ['payments', 'refunds'] }, async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );
  const hidden = { hide: true };

  app.post('/api/payments/wechat/notify', { schema: hidden }, async (request, reply) => {
    const result = await app.payments.handleWechatNotification(request.headers, typeof request.body === 'string' ? request.body : '');
    if (result.status === 'applied' || result.status === 'ignored') return reply.code(204).send();
    // WeChat Pay's failure reply: it retries on its schedule.
    return reply
      .code(result.status === 'bad_signature' ? 401 : 400)
      .send({ code: 'FAIL', message: result.status === 'bad_signature' ? '签名验证失败' : '订单信息不符' });
  });

  // WeChat Pay's refund notifications (the notify_url of each refund application): verified and answered the same way.
  app.post('/api/payments/wechat/refund-notify', { schema: hidden }, async (request, reply) => {
    const result = await app.refunds.handleWechatRefundNotification(request.headers, typeof request.body === 'string' ? request.body : '');
    if (result.status === 'applied' || result.status === 'ignored') return reply.code(204).send();
    return reply
      .code(result.status === 'bad_signature' ? 401 : 400)
      .send({ code: 'FAIL', message: result.status === 'bad_signature' ? '签名验证失败' : '退款信息不符' });
  });

  app.post('/api/payments/alipay/notify', { schema: hidden }, async (request, reply) => {
    const body = request.body;
    const params =
      typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])) : {};
    const result = await app.payments.handleAlipayNotification(params);
    // Alipay stops retrying only on the plain text "success".
    if (result.status === 'applied' || result.status === 'ignored') return reply.type('text/plain; charset=utf-8').send('success');
    return reply
      .code(result.status === 'bad_signature' ? 401 : 400)
      .type('text/plain; charset=utf-8')
      .send('fail');
  });
});
