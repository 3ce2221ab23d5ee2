import { BrandLogo } from '../../components/brand-logo.tsx';
import { LoginForm } from '../../components/login/login-form.tsx';
import { RoleChoice } from '../../components/login/role-choice.tsx';
import { useLoginFlow } from '../../components/login/use-login-flow.ts';
import styles from './mobile-login-page.module.css';

/** MobileLogin (style 0): phone + SMS code, then the role on first login; back to where the user came from. */
export function MobileLoginPage() {
  const { step, onLoggedIn, onRoleChosen } = useLoginFlow('/mobile/student/home');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandLogo size={36} />
        <h1 className={styles.title}>{step === 'login' ? '手机号登录' : '完善身份信息'}</h1>
        <p className={styles.subtitle}>登录后即可购买服务、查看订单和学习进度</p>
      </header>
      <section className={styles.card}>
        {step === 'login' ? (
          <LoginForm legalPath={(slug) => `/mobile/legal/${slug}`} onLoggedIn={onLoggedIn} />
        ) : (
          <RoleChoice onDone={onRoleChosen} />
        )}
      </section>
    </div>
  );
}
