import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../../../contract/accounts.ts';
import { errorMessages } from '../../../contract/errors.ts';
import { useLogin } from '../../api/auth/login.ts';
import { LegalLink } from '../legal/legal-link.tsx';
import type { LegalSlug } from '../legal/legal-routes.ts';
import { useRequestSmsCode } from '../../api/auth/request-sms-code.ts';
import { ApiError } from '../../api/client.ts';
import { HumanCheckProgress } from './human-check/human-check-progress.tsx';
import styles from './login.module.css';
import { useCountdown } from './use-countdown.ts';

type Field = 'phone' | 'code' | 'agreed' | 'form';
type Errors = Partial<Record<Field, string>>;

const RESEND_SECONDS = 60;

const phoneErrors = new Set([
  'INVALID_PHONE',
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'RATE_LIMITED',
  'HUMAN_CHECK_INVALID',
  'HUMAN_CHECK_EXPIRED',
  'HUMAN_CHECK_USED',
]);
const HUMAN_CHECK_FAILED = '安全验证未完成，请重新获取验证码';
/** The person closed Tencent's captcha: nothing failed, the form is as it was. */
const HUMAN_CHECK_CLOSED = '请完成安全验证后再获取验证码';
const codeErrors = new Set(['SMS_CODE_INVALID', 'SMS_CODE_EXPIRED']);

/** Which field an API error belongs next to. */
function fieldOf(error: ApiError): Field {
  if (error.field === 'phone' || phoneErrors.has(error.code)) return 'phone';
  if (error.field === 'code' || codeErrors.has(error.code)) return 'code';
  if (error.field === 'agreed' || error.code === 'AGREEMENT_REQUIRED') return 'agreed';
  return 'form';
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : errorMessages.INTERNAL_ERROR);

type Props = {
  /** Where each legal document is read on this site. */
  legalPath: (slug: LegalSlug) => string;
};

/**
 * Phone number + SMS code login, shared by the phone and desktop sites. A login fills the session; the page
 * (useLoginFlow) takes it from there.
 */
export function LoginForm({ legalPath }: Props) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendCode = useRequestSmsCode();
  const login = useLogin();
  /** Set while the human check the server asked for is being passed: by the browser alone, or by the person. */
  const [checking, setChecking] = useState<false | 'browser' | 'person'>(false);
  const abortCheck = useRef<AbortController | null>(null);
  useEffect(() => () => abortCheck.current?.abort(), []);

  const showError = (error: unknown) => {
    const field = error instanceof ApiError ? fieldOf(error) : 'form';
    setErrors({ [field]: messageOf(error) });
  };

  const onSendCode = async () => {
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
        const humanCheck = await solveHumanCheck();
        if (humanCheck === null) {
          setNotice(HUMAN_CHECK_CLOSED);
          return;
        }
        await sendCode.mutateAsync({ phone, humanCheck });
      }
      countdown.start(RESEND_SECONDS);
      setNotice(sent);
    } catch (error) {
      // The server knows how much of the interval is left (a code sent from another tab or a reload).
      if (error instanceof ApiError && error.code === 'SMS_TOO_FREQUENT') countdown.start(error.retryAfterSeconds ?? RESEND_SECONDS);
      showError(error);
    }
  };

  /** The solution to send, or null when the person closed the check. */
  const solveHumanCheck = async (): Promise<string | null> => {
    abortCheck.current?.abort();
    const controller = new AbortController();
    abortCheck.current = controller;
    setChecking('browser');
    try {
      const { passHumanCheck } = await import('./human-check/pass-human-check.ts');
      const { solution } = await passHumanCheck(controller.signal, (provider) =>
        setChecking(provider === 'tencent' ? 'person' : 'browser'),
      );
      return solution;
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(0, 'HUMAN_CHECK_INVALID', HUMAN_CHECK_FAILED, 'phone');
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!PHONE_PATTERN.test(phone)) next.phone = errorMessages.INVALID_PHONE;
    if (!SMS_CODE_PATTERN.test(code)) next.code = '请输入 6 位数字验证码';
    if (!agreed) next.agreed = errorMessages.AGREEMENT_REQUIRED;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await login.mutateAsync({ phone, code, agreed: true });
    } catch (error) {
      showError(error);
    }
  };

  const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="手机号登录">
      <div className={styles.field}>
        <label htmlFor="login-phone" className={styles.label}>
          手机号
        </label>
        <div className={errors.phone ? styles.inputRowError : styles.inputRow}>
          <span className={styles.prefix}>+86</span>
          <input
            id="login-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="请输入手机号"
            value={phone}
            onChange={(event) => setPhone(digitsOnly(event.target.value, 11))}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={errors.phone ? 'login-phone-error' : undefined}
          />
        </div>
        {errors.phone && (
          <p id="login-phone-error" className={styles.error} role="alert">
            {errors.phone}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor="login-code" className={styles.label}>
          验证码
        </label>
        <div className={errors.code ? styles.inputRowError : styles.inputRow}>
          <input
            id="login-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 位验证码"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(digitsOnly(event.target.value, 6))}
            aria-invalid={Boolean(errors.code)}
            aria-describedby={errors.code ? 'login-code-error' : undefined}
          />
          <button
            type="button"
            className={styles.sendButton}
            onClick={onSendCode}
            disabled={countdown.secondsLeft > 0 || sendCode.isPending || checking !== false}
          >
            {countdown.secondsLeft > 0
              ? `${countdown.secondsLeft} 秒后重新获取`
              : checking
                ? '验证中…'
                : sendCode.isPending
                  ? '发送中…'
                  : '获取验证码'}
          </button>
        </div>
        {errors.code && (
          <p id="login-code-error" className={styles.error} role="alert">
            {errors.code}
          </p>
        )}
        {checking && <HumanCheckProgress by={checking} />}
        {notice && !errors.code && !checking && <p className={styles.notice}>{notice}</p>}
      </div>

      <div className={styles.agreement}>
        <input id="login-agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <label htmlFor="login-agreed">
          我已阅读并同意
          <LegalLink slug="user-agreement" href={legalPath('user-agreement')}>
            《用户协议》
          </LegalLink>
          <LegalLink slug="privacy-policy" href={legalPath('privacy-policy')}>
            《隐私政策》
          </LegalLink>
          <LegalLink slug="children-privacy" href={legalPath('children-privacy')}>
            《儿童个人信息保护规则》
          </LegalLink>
          。未满 14 周岁的学生，请在监护人同意后使用。
        </label>
      </div>
      {errors.agreed && (
        <p className={styles.error} role="alert">
          {errors.agreed}
        </p>
      )}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? '登录中…' : '登录'}
      </button>
      <p className={styles.hint}>未注册的手机号验证后将自动创建账号</p>
    </form>
  );
}
