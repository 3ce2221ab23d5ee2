import { Button } from 'antd-mobile';
import { formatYuan } from '../../components/price.tsx';
import styles from './checkout.module.css';

type Props = { amountFen: number; label: string; busyLabel: string; busy: boolean; onSubmit: () => void };

/** The fixed bottom bar of the order page: what will be paid and the one button that does it. */
export function CheckoutBar({ amountFen, label, busyLabel, busy, onSubmit }: Props) {
  return (
    <div className={styles.bar}>
      <p className={styles.barAmount}>
        实付 <strong data-testid="pay-amount">{formatYuan(amountFen)}</strong>
      </p>
      <Button
        color="primary"
        shape="rounded"
        className={styles.barButton}
        loading={busy}
        loadingText={busyLabel}
        disabled={busy}
        onClick={onSubmit}
      >
        {label}
      </Button>
    </div>
  );
}
