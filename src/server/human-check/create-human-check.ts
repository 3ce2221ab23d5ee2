import type { Clock } from '../clock.ts';
import type { HumanCheckConfig } from '../config.ts';
import type { Limiter } from '../limits/limiter.ts';
import { createAltchaCheck } from './altcha-check.ts';
import type { HumanCheck } from './human-check.ts';
import { createTencentCaptchaCheck } from './tencent-captcha-check.ts';

/** The configured human check: ALTCHA on our own server (the default) or Tencent Cloud's captcha (decision 026). */
export function createHumanCheck(config: HumanCheckConfig, deps: { clock: Clock; limiter: Limiter; dataDir: string }): HumanCheck {
  return config.provider === 'tencent' ? createTencentCaptchaCheck(config.tencent, deps) : createAltchaCheck(config, deps);
}
