import { type FormEvent, useState } from 'react';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../../../contract/accounts.ts';
import { errorMessages } from '../../../contract/errors.ts';
import { useLogin } from '../../api/auth/login.ts';
import type { LegalSlug } from '../legal/legal-routes.ts';
import { HumanCheckProgress } from './human-check/human-check-progress.tsx';
import { LoginAgreement } from './login-agreement.tsx';
import { type LoginErrors, loginErrorsOf } from './login-errors.ts';
import styles from './login.module.css';
import { useSmsCodeRequest } from './use-sms-code-request.ts';

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
  const [errors, setErrors] = useState<LoginErrors>({});
  const codeRequest = useSmsCodeRequest(setErrors);
  const { checking, notice } = codeRequest;
  const login = useLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: LoginErrors = {};
    if (!PHONE_PATTERN.test(phone)) next.phone = errorMessages.INVALID_PHONE;
    if (!SMS_CODE_PATTERN.test(code)) next.code = '请输入 6 位数字验证码';
    if (!agreed) next.agreed = errorMessages.AGREEMENT_REQUIRED;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await login.mutateAsync({ phone, code, agreed: true });
    } catch (error) {
      setErrors(loginErrorsOf(error));
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
            onClick={() => void codeRequest.send(phone)}
            disabled={codeRequest.secondsLeft > 0 || codeRequest.isPending || checking !== false}
          >
            {codeRequest.secondsLeft > 0
              ? `${codeRequest.secondsLeft} 秒后重新获取`
              : checking
                ? '验证中…'
                : codeRequest.isPending
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

      <LoginAgreement agreed={agreed} onChange={setAgreed} legalPath={legalPath} />
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
