import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentConfig } from '../config.ts';
import { createAlipayClient } from './alipay/alipay-client.ts';
import { isAlipaySimulatedTrade } from './simulator/alipay/alipay-sim-state.ts';
import { alipaySimulator } from './simulator/alipay/alipay-simulator.ts';
import { createLoopbackFetch } from './simulator/loopback-fetch.ts';
import { createNotifier } from './simulator/notifier.ts';
import { loadSimulatorKeys, type SimulatorKeys } from './simulator/simulator-keys.ts';
import { createSimulatorStore } from './simulator/simulator-store.ts';
import { isOauthCodeRecord, wechatOauthSimulator } from './simulator/wechat-oauth-simulator.ts';
import { wechatpaySimulatorOptions } from './simulator/wechatpay/wechatpay-sim-options.ts';
import { isWechatSimulatorRecord } from './simulator/wechatpay/wechatpay-sim-state.ts';
import { wechatpaySimulator } from './simulator/wechatpay/wechatpay-simulator.ts';
import { createWechatOauth } from './wechat-oauth/wechat-oauth.ts';
import { createWechatPayClient } from './wechatpay/wechatpay-client.ts';
import { createPaymentGateway, type PaymentGateway } from './payment-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Our one door to the payment providers: live, or the simulators mounted under /_sim in this app. */
    paymentGateway: PaymentGateway;
  }
}

/** The gateway against the real providers, from the merchant settings (PAYMENT_MODE=live). */
function liveGateway(payment: Extract<PaymentConfig, { mode: 'live' }>, now: () => number): PaymentGateway {
  const { wechat, alipay } = payment;
  const merchantPrivateKey = createPrivateKey(wechat.privateKeyPem);
  return createPaymentGateway({
    publicBaseUrl: payment.publicBaseUrl,
    now,
    bridgeScriptUrl: null,
    wechat: {
      appid: wechat.appid,
      mchid: wechat.mchid,
      merchantPrivateKey,
      client: createWechatPayClient({
        baseUrl: wechat.baseUrl,
        mchid: wechat.mchid,
        appid: wechat.appid,
        merchantSerialNo: wechat.merchantSerialNo,
        privateKey: merchantPrivateKey,
        platformPublicKeys: new Map([[wechat.platformPublicKeyId, createPublicKey(wechat.platformPublicKeyPem)]]),
        apiV3Key: wechat.apiV3Key,
        now,
      }),
      oauth: createWechatOauth({
        appid: wechat.appid,
        appSecret: wechat.appSecret,
        authorizeBaseUrl: 'https://open.weixin.qq.com',
        apiBaseUrl: 'https://api.weixin.qq.com',
      }),
    },
    alipay: {
      appId: alipay.appId,
      sellerId: alipay.sellerId,
      client: createAlipayClient({
        gateway: alipay.gateway,
        appId: alipay.appId,
        privateKeyPem: alipay.privateKeyPem,
        alipayPublicKeyPem: alipay.alipayPublicKeyPem,
        now,
      }),
    },
  });
}

/** The same production clients, pointed at the simulators mounted in this app under /_sim. */
function simulatorGateway(keys: SimulatorKeys, publicBaseUrl: string, loopback: typeof fetch, now: () => number): PaymentGateway {
  const { wechat, alipay } = keys;
  const sim = `${publicBaseUrl}/_sim`;
  const merchantPrivateKey = createPrivateKey(wechat.merchantPrivateKeyPem);
  return createPaymentGateway({
    publicBaseUrl,
    now,
    bridgeScriptUrl: '/_sim/wechatpay/jsbridge.js',
    wechat: {
      appid: wechat.appid,
      mchid: wechat.mchid,
      merchantPrivateKey,
      client: createWechatPayClient({
        baseUrl: `${sim}/wechatpay`,
        mchid: wechat.mchid,
        appid: wechat.appid,
        merchantSerialNo: wechat.merchantSerialNo,
        privateKey: merchantPrivateKey,
        platformPublicKeys: new Map([[wechat.platformPublicKeyId, createPublicKey(wechat.platformPublicKeyPem)]]),
        apiV3Key: wechat.apiV3Key,
        now,
        fetch: loopback,
      }),
      oauth: createWechatOauth({
        appid: wechat.appid,
        appSecret: wechat.appSecret,
        authorizeBaseUrl: `${sim}/wechat-oauth`,
        apiBaseUrl: `${sim}/wechat-oauth`,
        fetch: loopback,
      }),
    },
    alipay: {
      appId: alipay.appId,
      sellerId: alipay.sellerId,
      client: createAlipayClient({
        gateway: `${sim}/alipay/gateway.do`,
        appId: alipay.appId,
        privateKeyPem: alipay.appPrivateKeyPem,
        alipayPublicKeyPem: alipay.alipayPublicKeyPem,
        fetch: loopback,
        now,
      }),
    },
  });
}

/**
 * The payment providers: with PAYMENT_MODE=live the production clients against WeChat Pay and Alipay; otherwise the
 * same clients against the simulators, which this plugin mounts under /_sim.
 */
export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    const { payment, dataDir } = app.config;
    const now = () => app.clock.now();
    let gateway: PaymentGateway;

    if (payment.mode === 'simulator') {
      const keys = loadSimulatorKeys(dataDir);
      const loopback = createLoopbackFetch(app, payment.publicBaseUrl);
      const notifier = createNotifier({ scale: payment.retryScale, probeRate: payment.probeRate, log: app.log });
      app.addHook('onClose', () => notifier.close());
      const sim = `${payment.publicBaseUrl}/_sim`;
      const { wechat, alipay } = keys;
      // The simulators stand in for the providers: they are not part of our API and stay out of its documentation.
      const simulators = async (scope: FastifyInstance) => {
        scope.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, hide: true };
        });
        await scope.register(
          wechatpaySimulator(wechatpaySimulatorOptions(wechat, { now, publicUrl: `${sim}/wechatpay` }), {
            store: createSimulatorStore(app.db, 'wechatpay', now, isWechatSimulatorRecord),
            notifier,
            fetch: loopback,
          }),
          { prefix: '/_sim/wechatpay' },
        );
        await scope.register(
          wechatOauthSimulator(
            { appid: wechat.appid, appSecret: wechat.appSecret, now, publicUrl: payment.publicBaseUrl },
            createSimulatorStore(app.db, 'wechat-oauth', now, isOauthCodeRecord),
          ),
          {
            prefix: '/_sim/wechat-oauth',
          },
        );
        await scope.register(
          alipaySimulator({
            keys: alipay,
            store: createSimulatorStore(app.db, 'alipay', now, isAlipaySimulatedTrade),
            notifier,
            now,
            publicUrl: `${sim}/alipay`,
            fetch: loopback,
          }),
          { prefix: '/_sim/alipay' },
        );
      };
      await app.register(simulators);
      gateway = simulatorGateway(keys, payment.publicBaseUrl, loopback, now);
    } else {
      gateway = liveGateway(payment, now);
    }

    app.decorate('paymentGateway', gateway);
  },
  { name: 'providers', dependencies: ['platform', 'database'] },
);
