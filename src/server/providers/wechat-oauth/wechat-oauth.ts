/**
 * WeChat web authorisation (snsapi_base) for JSAPI payments: the page inside WeChat is sent to `authorizeUrl`,
 * WeChat sends it back with a one-time `code`, and the server exchanges the code for the payer's openid.
 */
export type WechatOauthConfig = {
  appid: string;
  appSecret: string;
  /** https://open.weixin.qq.com, or the simulator's …/_sim/wechat-oauth */
  authorizeBaseUrl: string;
  /** https://api.weixin.qq.com, or the simulator's …/_sim/wechat-oauth */
  apiBaseUrl: string;
  fetch?: typeof fetch;
};

export class WechatOauthError extends Error {
  override name = 'WechatOauthError';
}

export function createWechatOauth(config: WechatOauthConfig) {
  const doFetch = config.fetch ?? fetch;
  return {
    authorizeUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        appid: config.appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      return `${config.authorizeBaseUrl}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },

    async openidForCode(code: string): Promise<string> {
      const query = new URLSearchParams({ appid: config.appid, secret: config.appSecret, code, grant_type: 'authorization_code' });
      const response = await doFetch(`${config.apiBaseUrl}/sns/oauth2/access_token?${query}`, { signal: AbortSignal.timeout(10_000) });
      const data = (await response.json().catch(() => null)) as { openid?: unknown; errcode?: unknown; errmsg?: unknown } | null;
      if (!response.ok || !data || typeof data.openid !== 'string' || !data.openid) {
        throw new WechatOauthError(
          `WeChat OAuth refused the code: ${String(data?.errcode ?? response.status)} ${String(data?.errmsg ?? '')}`.trim(),
        );
      }
      return data.openid;
    },
  };
}

export type WechatOauth = ReturnType<typeof createWechatOauth>;
