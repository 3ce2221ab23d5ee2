import { RoleChoice } from '../../../components/login/role-choice.tsx';
import styles from '../student-mine-page.module.css';

/** An account that left the login before choosing student or parent chooses here (it cannot buy without). */
export function ChooseRole() {
  return (
    <section className={styles.chooseRole} aria-label="完善身份信息">
      <RoleChoice />
    </section>
  );
}
