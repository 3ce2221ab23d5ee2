import type { KeyObject } from 'node:crypto';
import { authorizationHeader, newNonce, requestMessage, signMessage } from './wechatpay-crypto.ts';
import { decryptEvent, readObject, type SignedHeaders, verifySignedBody, WechatPayError } from './wechatpay-replies.ts';

export type WechatPayConfig = {
  /** https://api.mch.weixin.qq.com, or the simulator's base URL. */
  baseUrl: string;
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate that `privateKey` belongs to. */
  merchantSerialNo: string;
  privateKey: KeyObject;
  /** Platform public keys by their Wechatpay-Serial (public-key mode: PUB_KEY_ID_…). */
  platformPublicKeys: ReadonlyMap<string, KeyObject>;
  apiV3Key: string;
  now: () => number;
  fetch?: typeof fetch;
};

/** WeChat Pay takes a refund reason of at most 80 bytes (it shows it to the payer). */
export const REFUND_REASON_MAX_BYTES = 80;

export type RefundApplication = {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  amountFen: number;
  totalFen: number;
  notifyUrl: string;
};

/** The longest prefix of `text` that fits in `maxBytes` of UTF-8, cut between characters. */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char, 'utf8');
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** WeChat Pay API v3 for one merchant: every request signed, every reply's signature verified before it is read. */
export function createWechatPayClient(config: WechatPayConfig) {
  const doFetch = config.fetch ?? fetch;

  async function call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: object,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(config.now() / 1000));
    const nonce = newNonce();
    // The signature covers the path the server receives, prefix included (the simulator is mounted under /_sim).
    const url = new URL(`${config.baseUrl.replace(/\/$/, '')}${pathWithQuery}`);
    const signature = signMessage(requestMessage(method, `${url.pathname}${url.search}`, timestamp, nonce, body), config.privateKey);
    const response = await doFetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'ai-banxue/1.0',
        Authorization: authorizationHeader({ mchid: config.mchid, serialNo: config.merchantSerialNo, nonce, timestamp, signature }),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const problem = verifySignedBody(
      config,
      {
        timestamp: response.headers.get('Wechatpay-Timestamp'),
        nonce: response.headers.get('Wechatpay-Nonce'),
        signature: response.headers.get('Wechatpay-Signature'),
        serial: response.headers.get('Wechatpay-Serial'),
      },
      text,
    );
    if (problem) throw new WechatPayError(`unverified reply from WeChat Pay (${problem})`, response.status);
    const data = readObject(text);
    if (!response.ok) {
      const code = typeof data.code === 'string' ? data.code : undefined;
      throw new WechatPayError(
        `WeChat Pay answered ${response.status} ${code ?? ''} ${String(data.message ?? '')}`.trim(),
        response.status,
        code,
      );
    }
    return { status: response.status, data };
  }

  const stringField = (data: Record<string, unknown>, name: string): string => {
    const value = data[name];
    if (typeof value !== 'string' || !value) throw new WechatPayError(`reply has no ${name}`);
    return value;
  };

  /** Verifies a notification on its raw body, then decrypts its resource; throws when either fails. */
  function openEvent(headers: SignedHeaders, rawBody: string): { eventType: string; resource: Record<string, unknown> } {
    const problem = verifySignedBody(config, headers, rawBody);
    if (problem) throw new WechatPayError(`notification rejected: ${problem}`, 401);
    return decryptEvent(rawBody, config.apiV3Key);
  }

  type Payment = { outTradeNo: string; description: string; amountFen: number; notifyUrl: string; expiresAt: number };

  const common = (payment: Payment) => ({
    appid: config.appid,
    mchid: config.mchid,
    description: payment.description.slice(0, 127),
    out_trade_no: payment.outTradeNo,
    time_expire: new Date(payment.expiresAt).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    notify_url: payment.notifyUrl,
    amount: { total: payment.amountFen, currency: 'CNY' },
  });

  return {
    /** H5 payment in a mobile browser: the page goes to h5_url (with &redirect_url=… appended by the caller). */
    async createH5(payment: Payment & { clientIp: string }): Promise<string> {
      const { data } = await call('POST', '/v3/pay/transactions/h5', {
        ...common(payment),
        scene_info: { payer_client_ip: payment.clientIp, h5_info: { type: 'Wap' } },
      });
      return stringField(data, 'h5_url');
    },

    /** JSAPI payment inside WeChat: the prepay id for getBrandWCPayRequest. */
    async createJsapi(payment: Payment & { openid: string }): Promise<string> {
      const { data } = await call('POST', '/v3/pay/transactions/jsapi', { ...common(payment), payer: { openid: payment.openid } });
      return stringField(data, 'prepay_id');
    },

    /** The transaction as WeChat Pay knows it; null when it has never heard of the order. */
    async queryByOutTradeNo(outTradeNo: string): Promise<Record<string, unknown> | null> {
      try {
        const { data } = await call(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`,
        );
        return data;
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return null;
        throw error;
      }
    },

    async close(outTradeNo: string): Promise<void> {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: config.mchid });
    },

    /** Verifies a payment notification on its raw body, then decrypts its resource; throws when either fails. */
    openNotification(headers: SignedHeaders, rawBody: string): { eventType: string; transaction: Record<string, unknown> } {
      const { eventType, resource } = openEvent(headers, rawBody);
      return { eventType, transaction: resource };
    },

    /**
     * Applies for a refund of a paid order (POST /v3/refund/domestic/refunds). The same out_refund_no refunds once
     * however often it is sent: a retry after an unclear answer must reuse it. The reply is the refund (its status
     * SUCCESS, PROCESSING, ABNORMAL or CLOSED); a business refusal throws with WeChat Pay's code.
     */
    async createRefund(refund: RefundApplication): Promise<Record<string, unknown>> {
      const reason = truncateUtf8(refund.reason.trim(), REFUND_REASON_MAX_BYTES);
      const { data } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.outRefundNo,
        ...(reason ? { reason } : {}),
        ...(refund.notifyUrl ? { notify_url: refund.notifyUrl } : {}),
        amount: { refund: refund.amountFen, total: refund.totalFen, currency: 'CNY' },
      });
      return data;
    },

    /** The refund as WeChat Pay knows it (GET /v3/refund/domestic/refunds/{out_refund_no}); null when it has none. */
    async queryRefund(outRefundNo: string): Promise<Record<string, unknown> | null> {
      try {
        const { data } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
        return data;
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS') return null;
        throw error;
      }
    },

    /**
     * The out_trade_no of a notification whose signature was refused, for that order's timeline only: its resource is
     * AES-GCM authenticated with our API v3 key, so only WeChat Pay's own bytes (replayed, or with a bad signature)
     * name an order. Null when it does not decrypt.
     */
    refusedNotificationOrderNo(rawBody: string): string | null {
      try {
        const { resource } = decryptEvent(rawBody, config.apiV3Key);
        return typeof resource.out_trade_no === 'string' ? resource.out_trade_no : null;
      } catch {
        return null;
      }
    },

    /** Verifies a refund notification (REFUND.SUCCESS / ABNORMAL / CLOSED) like a payment's, then decrypts it. */
    openRefundNotification(headers: SignedHeaders, rawBody: string): { eventType: string; refund: Record<string, unknown> } {
      const { eventType, resource } = openEvent(headers, rawBody);
      return { eventType, refund: resource };
    },
  };
}

export type WechatPayClient = ReturnType<typeof createWechatPayClient>;
