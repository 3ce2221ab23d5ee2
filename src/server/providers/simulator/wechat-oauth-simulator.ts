import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from '../../../contract/schema.ts';
import { ownSiteUrl } from './cashier-page.ts';

/** `publicUrl`: where the simulator is reached (PUBLIC_BASE_URL's origin): it sends the browser back only there. */
export type WechatOauthSimulatorOptions = { appid: string; appSecret: string; now: () => number; publicUrl: string };

type CodeRecord = { openid: string; expiresAt: number; used: boolean };
const codeRecordSchema: z.ZodMiniType<CodeRecord> = z.object({ openid: z.string(), expiresAt: z.number(), used: z.boolean() });

/** Whether a stored value is one of the simulator's authorisation codes (the store hands back only those). */
export const isOauthCodeRecord = (value: unknown): value is CodeRecord => codeRecordSchema.safeParse(value).success;

export interface OauthCodeStore {
  get(key: string): Promise<CodeRecord | undefined>;
  save(key: string, record: CodeRecord): Promise<void>;
  replace(key: string, expected: CodeRecord, next: CodeRecord): Promise<boolean>;
}

const CODE_TTL_MS = 5 * 60 * 1000;

const authorizeQuery = z.object({
  appid: z.string(),
  redirect_uri: z.string().check(z.regex(/^https?:\/\//)),
  response_type: z.literal('code'),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
  state: z.optional(z.string()),
});
const tokenQuery = z.object({ appid: z.string(), secret: z.string(), code: z.string(), grant_type: z.literal('authorization_code') });

/**
 * WeChat's web authorisation for PAYMENT_MODE=simulator. snsapi_base asks the user nothing, so authorize
 * redirects straight back with a code; the code works once, for five minutes, as WeChat's does.
 */
export function wechatOauthSimulator(options: WechatOauthSimulatorOptions, store: OauthCodeStore): FastifyPluginAsync {
  return async (app) => {
    app.get('/connect/oauth2/authorize', async (request, reply) => {
      const query = authorizeQuery.safeParse(request.query).data;
      // A redirect_uri that is no URL, or not on the merchant's own site (WeChat: its 网页授权域名), is refused here,
      // before a code is kept for it: the simulator is no open redirect.
      const back = query ? ownSiteUrl(query.redirect_uri, options.publicUrl) : undefined;
      if (!query || query.appid !== options.appid || !back)
        return reply.code(400).type('text/plain; charset=utf-8').send('模拟微信授权：参数错误（appid 或 redirect_uri 无效）');
      const code = randomBytes(16).toString('hex');
      // One simulated WeChat user per browser: the openid is kept in a cookie of the simulator's own path.
      const cookie = /(?:^|;\s*)sim_openid=([A-Za-z0-9_-]+)/.exec(request.headers.cookie ?? '')?.[1];
      const openid = cookie ?? `oSim${randomBytes(12).toString('base64url')}`;
      await store.save(`oauth:${code}`, { openid, expiresAt: options.now() + CODE_TTL_MS, used: false });
      const target = new URL(back);
      target.searchParams.set('code', code);
      if (query.state !== undefined) target.searchParams.set('state', query.state);
      return reply
        .header('Set-Cookie', `sim_openid=${openid}; Path=/_sim/wechat-oauth; HttpOnly; SameSite=Lax; Max-Age=31536000`)
        .redirect(target.toString(), 302);
    });

    app.get('/sns/oauth2/access_token', async (request) => {
      const query = tokenQuery.safeParse(request.query).data;
      if (!query || query.appid !== options.appid || query.secret !== options.appSecret)
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      const key = `oauth:${query.code}`;
      const record = await store.get(key);
      if (!record || record.used || record.expiresAt < options.now() || !(await store.replace(key, record, { ...record, used: true }))) {
        return { errcode: 40029, errmsg: 'invalid code' };
      }
      return {
        access_token: randomBytes(24).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('hex'),
        openid: record.openid,
        scope: 'snsapi_base',
      };
    });
  };
}
