import { useState } from 'react';
import { useHomeContent } from '../../api/content/get-home-content.ts';
import { ContentImage } from '../content/content-image.tsx';
import { telHref } from '../content/contact-links.ts';
import { useDraggable } from '../drag/use-draggable.ts';
import styles from './help-bubble.module.css';

const SIZE = 52;
const MARGIN = 16;

/** A floating help button on both sites; drag it anywhere inside the window, tap it for contact details. */
export function HelpBubble() {
  const [open, setOpen] = useState(false);
  const { ref, position, handlers } = useDraggable<HTMLButtonElement>(
    () => ({ left: window.innerWidth - SIZE - MARGIN, top: Math.round(window.innerHeight * 0.62) }),
    () => setOpen((value) => !value),
  );

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={styles.bubble}
        aria-label="帮助"
        aria-expanded={open}
        aria-controls="help-panel"
        data-testid="help-bubble"
        style={{ left: position.left, top: position.top }}
        {...handlers}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 16.2a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm1.6-6.1c-.8.5-1 .8-1 1.5v.4h-2.2v-.5c0-1.4.5-2.2 1.6-2.9.9-.6 1.3-1 1.3-1.7 0-.8-.6-1.4-1.6-1.4-1 0-1.7.6-1.8 1.7H7.7C7.8 6.9 9.5 5.5 12 5.5c2.4 0 4 1.3 4 3.3 0 1.4-.7 2.4-2.4 3.3Z"
          />
        </svg>
        <span className={styles.label}>帮助</span>
      </button>
      {open && (
        <div id="help-panel" role="dialog" aria-label="联系我们" className={styles.panel}>
          <div className={styles.panelHeader}>
            <strong>需要帮助？</strong>
            <button type="button" className={styles.close} aria-label="关闭" onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <p>学习顾问随时为你解答购买、支付和学习中的问题。</p>
          <HelpContact />
        </div>
      )}
    </>
  );
}

/**
 * The customer-service phone, hours, e-mail and WeChat QR, from the site content (loaded when the panel first
 * opens, then shared with the pages). The panel keeps its size while they load.
 */
function HelpContact() {
  const content = useHomeContent();
  const contact = content.data?.about.contact;
  if (content.isError) {
    return (
      <div className={styles.failed} role="alert">
        <span>联系方式加载失败，请稍后再试。</span>
        <button type="button" onClick={() => void content.refetch()}>
          重试
        </button>
      </div>
    );
  }
  return (
    <div className={styles.body} aria-busy={!contact}>
      <dl className={styles.contact}>
        <dt>客服热线</dt>
        <dd>{contact ? <a href={telHref(contact.hotline)}>{contact.hotline}</a> : <span className={styles.placeholder} />}</dd>
        <dt>服务时间</dt>
        <dd>{contact ? contact.serviceHours : <span className={styles.placeholder} />}</dd>
        <dt>邮箱</dt>
        <dd>{contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <span className={styles.placeholder} />}</dd>
      </dl>
      <figure className={styles.qr}>
        {contact ? (
          <ContentImage image={contact.wechatQr} loading="eager" className={styles.qrImage} />
        ) : (
          <span className={styles.qrImage} />
        )}
        <figcaption>微信扫码添加客服</figcaption>
      </figure>
    </div>
  );
}
