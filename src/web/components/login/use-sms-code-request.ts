import { useState } from 'react';
import { PHONE_PATTERN } from '../../../contract/accounts.ts';
import { errorMessages } from '../../../contract/errors.ts';
import { useRequestSmsCode } from '../../api/auth/request-sms-code.ts';
import { ApiError } from '../../api/client.ts';
import { type LoginErrors, loginErrorsOf } from './login-errors.ts';
import { useCountdown } from './use-countdown.ts';
import { useHumanCheck } from './use-human-check.ts';

const RESEND_SECONDS = 60;
/** The person closed Tencent's captcha: nothing failed, the form is as it was. */
const HUMAN_CHECK_CLOSED = '请完成安全验证后再获取验证码';

/**
 * 获取验证码: sends the code (passing the human check when the server asks for one), then counts down to the next;
 * `notice` says where it went. The form's errors are replaced through `setErrors`.
 */
export function useSmsCodeRequest(setErrors: (errors: LoginErrors) => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendCode = useRequestSmsCode();
  const humanCheck = useHumanCheck();

  const send = async (phone: string) => {
    setNotice(null);
    if (!PHONE_PATTERN.test(phone)) {
      setErrors({ phone: errorMessages.INVALID_PHONE });
      return;
    }
    setErrors({});
    const sent = `验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`;
    try {
      try {
        await sendCode.mutateAsync({ phone });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'HUMAN_CHECK_REQUIRED')) throw error;
        // A code asked for again within the hour: the server wants a human check first (decision 026).
        const solution = await humanCheck.solve();
        if (solution === null) {
          setNotice(HUMAN_CHECK_CLOSED);
          return;
        }
        await sendCode.mutateAsync({ phone, humanCheck: solution });
      }
      countdown.start(RESEND_SECONDS);
      setNotice(sent);
    } catch (error) {
      // The server knows how much of the interval is left (a code sent from another tab or a reload).
      if (error instanceof ApiError && error.code === 'SMS_TOO_FREQUENT') countdown.start(error.retryAfterSeconds ?? RESEND_SECONDS);
      setErrors(loginErrorsOf(error));
    }
  };

  return { send, notice, secondsLeft: countdown.secondsLeft, isPending: sendCode.isPending, checking: humanCheck.checking };
}
