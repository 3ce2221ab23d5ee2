import { BrandLogo } from '../../components/brand-logo.tsx';
import { LoginForm } from '../../components/login/login-form.tsx';
import { RoleChoice } from '../../components/login/role-choice.tsx';
import { useLoginFlow } from '../../components/login/use-login-flow.ts';
import styles from './mobile-login-page.module.css';

/** MobileLogin (style 0): phone + SMS code, then the role if the account has none; back to where the user came from. */
export function MobileLoginPage() {
  const step = useLoginFlow('/mobile/student/home');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandLogo size={36} />
        <h1 className={styles.title}>{step === 'role' ? '完善身份信息' : '手机号登录'}</h1>
        <p className={styles.subtitle}>
          {step === 'role' ? '最后一步：选择身份后即可购买和使用服务' : '登录后即可购买服务、查看订单和学习进度'}
        </p>
      </header>
      <section className={styles.card} aria-busy={step === 'loading' || step === 'done'}>
        {step === 'login' && <LoginForm legalPath={(slug) => `/mobile/legal/${slug}`} />}
        {step === 'role' && <RoleChoice />}
      </section>
    </div>
  );
}
