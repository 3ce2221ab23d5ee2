import { LegalLink } from '../legal/legal-link.tsx';
import type { LegalSlug } from '../legal/legal-routes.ts';
import styles from './login.module.css';

/** The consent checkbox with the three legal documents, each read on this site's legal page. */
export function LoginAgreement({
  agreed,
  onChange,
  legalPath,
}: {
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  legalPath: (slug: LegalSlug) => string;
}) {
  return (
    <div className={styles.agreement}>
      <input id="login-agreed" type="checkbox" checked={agreed} onChange={(event) => onChange(event.target.checked)} />
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
  );
}
