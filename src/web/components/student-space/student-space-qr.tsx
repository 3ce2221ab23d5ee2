import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QrCode } from '../qr-code.tsx';
import styles from './student-space-qr.module.css';

type Props = {
  url: string;
  label: string;
  title: string;
  children: ReactNode;
  /** On a phone-sized screen the page may also open the link right here. */
  openHere?: { to: string; text: string };
};

/** A QR code for the phone with what scanning it does; the image is drawn at the largest size the screens use. */
export function StudentSpaceQr({ url, label, title, children, openHere }: Props) {
  return (
    <div className={styles.panel}>
      <div className={styles.frame}>
        <QrCode value={url} size={240} label={label} />
      </div>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children}
        {openHere && (
          <Link className={styles.link} to={openHere.to}>
            {openHere.text}
          </Link>
        )}
      </div>
    </div>
  );
}
