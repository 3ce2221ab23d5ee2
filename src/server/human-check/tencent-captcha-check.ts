import { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import { z } from 'zod';
import { tencentCaptchaPayloadSchema } from '../../contract/accounts.ts';
import type { Clock } from '../clock.ts';
import { tencentHttpProfile } from '../tencent-cloud.ts';
import type { TencentCaptchaConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import type { Limiter } from '../limits/limiter.ts';
import { claimOnce, decodeBase64Json, type HumanCheck, humanCheckFailed } from './human-check.ts';

/** Tencent accepts a ticket for a few minutes after the widget hands it out; ours hold its use that long. */
const TICKET_TTL_MS = 10 * 60 * 1000;
const describeCaptchaResultSchema = z.object({ CaptchaCode: z.number() });
const DISASTER_TICKET = /^t(r)?error_/;

/**
 * Tencent Cloud captcha (TCaptcha): the browser shows Tencent's widget for `captchaAppId`, and its ticket is checked
 * here with DescribeCaptchaResult (API 2019-07-22, signed with TC3-HMAC-SHA256 by Tencent's common SDK).
 * CaptchaCode 1 passes; 8 (ticket expired) and 9 (ticket reused) are told apart; any other code fails; a failed call
 * is a retryable 503.
 */
export function createTencentCaptchaCheck(config: TencentCaptchaConfig, { limiter }: { clock: Clock; limiter: Limiter }): HumanCheck {
  const { isLocal, httpProfile } = tencentHttpProfile(config.endpoint);
  const client = new CommonClient(isLocal ? 'captcha.tencentcloudapi.com' : config.endpoint, '2019-07-22', {
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: '',
    profile: { httpProfile },
  });

  return {
    provider: 'tencent',
    async issueChallenge() {
      return { provider: 'tencent', captchaAppId: config.appId, scriptUrl: config.scriptUrl };
    },
    async verify(solution, ip) {
      const payload = tencentCaptchaPayloadSchema.safeParse(decodeBase64Json(solution));
      if (!payload.success) throw humanCheckFailed('HUMAN_CHECK_INVALID', 400);
      // A disaster-recovery ticket (trerror_…) is what the widget hands out when it could not reach Tencent: it proves
      // nothing, and Tencent would only answer 21 for it. The page asks the person to try again instead of sending one.
      if (DISASTER_TICKET.test(payload.data.ticket)) throw humanCheckFailed('HUMAN_CHECK_INVALID');
      let captchaCode: number | undefined;
      try {
        const reply = await client.request('DescribeCaptchaResult', {
          CaptchaType: 9,
          Ticket: payload.data.ticket,
          UserIp: ip,
          Randstr: payload.data.randstr,
          CaptchaAppId: Number(config.appId),
          AppSecretKey: config.appSecretKey,
        });
        captchaCode = describeCaptchaResultSchema.safeParse(reply).data?.CaptchaCode;
      } catch (error) {
        throw Object.assign(new AppError(503, 'SERVICE_UNAVAILABLE'), { cause: error });
      }
      if (captchaCode === 8) throw humanCheckFailed('HUMAN_CHECK_EXPIRED');
      if (captchaCode === 9) throw humanCheckFailed('HUMAN_CHECK_USED');
      if (captchaCode !== 1) throw humanCheckFailed('HUMAN_CHECK_INVALID');
      await claimOnce(limiter, `tencent:${payload.data.ticket}`, TICKET_TTL_MS);
    },
  };
}
