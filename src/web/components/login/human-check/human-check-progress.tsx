import styles from './human-check.module.css';

/**
 * Shown in place while the human check is passed. By the browser (ALTCHA, about a second): nothing to do for the user,
 * so it says what is happening and why, with a bar that moves. By the person (Tencent's captcha, in its own window
 * above the page): it says what to do.
 */
export function HumanCheckProgress({ by }: { by: 'browser' | 'person' }) {
  return (
    <div className={styles.panel} role="status" aria-live="polite">
      <svg className={styles.shield} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2.5 4.5 5.3v5.9c0 4.6 3.1 8.8 7.5 10.3 4.4-1.5 7.5-5.7 7.5-10.3V5.3L12 2.5Z" />
        <path className={styles.tick} d="m8.6 12.1 2.4 2.4 4.6-4.7" />
      </svg>
      <div className={styles.body}>
        <p className={styles.title}>{by === 'person' ? '请完成安全验证' : '正在进行安全验证…'}</p>
        <div className={styles.track}>
          <span className={styles.bar} />
        </div>
        <p className={styles.hint}>
          {by === 'person' ? '为保护账号安全，请在弹出的窗口中完成验证，完成后自动发送验证码' : '为保护账号安全，正在自动验证，无需操作'}
        </p>
      </div>
    </div>
  );
}
