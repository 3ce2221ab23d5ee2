import type { HumanCheckChallenge } from '../../../../contract/accounts.ts';
import { z } from '../../../../contract/schema.ts';
import { ApiError } from '../../../api/client.ts';

type TencentChallenge = Extract<HumanCheckChallenge, { provider: 'tencent' }>;

/** What TCaptcha.js hands its callback (cloud.tencent.com/document/product/1110/36841). */
const captchaResultSchema = z.object({
  ret: z.number(),
  ticket: z.optional(z.nullable(z.string())),
  randstr: z.optional(z.nullable(z.string())),
  errorCode: z.optional(z.nullable(z.number())),
});

type TencentCaptcha = { show: () => void; destroy?: () => void };
type TencentCaptchaConstructor = new (appId: string, callback: (result: unknown) => void, options: object) => TencentCaptcha;
declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaConstructor;
  }
}

const UNAVAILABLE = '安全验证暂时无法加载，请稍后重新获取验证码';

/**
 * The check did not happen — the script did not load, defined nothing, could not show, or handed out no real ticket —
 * so the person is asked to try again. `reason` is for the reader of a debugger's stack, not for the page.
 */
const unavailable = (reason: string) => Object.assign(new ApiError(0, 'HUMAN_CHECK_UNAVAILABLE', UNAVAILABLE, 'phone'), { reason });

/** base64 of UTF-8 JSON (btoa alone throws on anything outside Latin-1). */
const base64Json = (value: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

let loading: Promise<TencentCaptchaConstructor> | undefined;

/** Adds Tencent's script to the page once (its origin is allowed by the CSP only when Tencent is the check). */
function loadTencentCaptcha(scriptUrl: string): Promise<TencentCaptchaConstructor> {
  loading ??= new Promise<TencentCaptchaConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.TencentCaptcha ? resolve(window.TencentCaptcha) : reject(unavailable('TCaptcha.js defined no TencentCaptcha'));
    script.onerror = () => reject(unavailable(`${scriptUrl} did not load`));
    document.head.append(script);
  }).catch((error: unknown) => {
    // The next attempt loads it again (a flaky network, not a broken page).
    loading = undefined;
    document.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)?.remove();
    throw error;
  });
  return loading;
}

/**
 * Shows Tencent's captcha and answers what the server verifies: base64 of `{ticket, randstr}`; null when the person
 * closed it. Tencent's disaster-recovery ticket (trerror_…, handed out when its service could not be reached) proves
 * nothing to our server, so it is not sent: the person is asked to try again.
 */
export async function showTencentCaptcha(challenge: TencentChallenge, signal: AbortSignal): Promise<string | null> {
  const TencentCaptcha = await loadTencentCaptcha(challenge.scriptUrl);
  signal.throwIfAborted();
  return new Promise<string | null>((resolve, reject) => {
    let captcha: TencentCaptcha | undefined;
    const onAbort = () => {
      captcha?.destroy?.();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const callback = (raw: unknown) => {
      const result = captchaResultSchema.safeParse(raw);
      if (!result.success) return settle(() => reject(unavailable('TencentCaptcha answered an unknown result')));
      const { ret, ticket, randstr, errorCode } = result.data;
      if (ret === 2) return settle(() => resolve(null));
      if (ret !== 0 || !ticket || !randstr || errorCode || /^t(r)?error_/.test(ticket)) {
        return settle(() => reject(unavailable(`no ticket (ret ${ret}, errorCode ${errorCode ?? '-'})`)));
      }
      settle(() => resolve(base64Json({ ticket, randstr })));
    };
    try {
      captcha = new TencentCaptcha(challenge.captchaAppId, callback, {});
      captcha.show();
    } catch (error) {
      settle(() => reject(unavailable(`TencentCaptcha could not be shown: ${String(error)}`)));
    }
  });
}
