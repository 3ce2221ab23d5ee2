import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LegalDocument } from './legal-documents.ts';
import { LegalDocumentView } from './legal-document-view.tsx';
import type { LegalSlug } from './legal-routes.ts';
import styles from './legal-link.module.css';

type Props = { slug: LegalSlug; href: string; children: ReactNode };

/**
 * A link to a legal document from inside a form (login, checkout): it opens the text over the page, so what the user
 * entered — the phone number, the code's countdown, the chosen child — is still there when they close it. The link's
 * address is the document's own page, for a new tab or a copied link.
 */
export function LegalLink({ slug, href, children }: Props) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={href} onClick={onClick}>
        {children}
      </a>
      {open && <LegalDialog slug={slug} href={href} onClose={() => setOpen(false)} />}
    </>
  );
}

type Loaded = { state: 'loading' } | { state: 'ready'; document: LegalDocument } | { state: 'failed' };

/** The document in a modal <dialog> (focus kept inside, Esc closes), its text loaded on first use. */
function LegalDialog({ slug, href, onClose }: { slug: LegalSlug; href: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Start at the top of the text (showModal would focus 我知道了 at the bottom); the arrow keys scroll it.
    body.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    let current = true;
    import('./legal-documents.ts').then(
      ({ findLegalDocument }) => {
        const document = findLegalDocument(slug);
        if (current) setLoaded(document ? { state: 'ready', document } : { state: 'failed' });
      },
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug]);

  return createPortal(
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={loaded.state === 'ready' ? 'legal-title' : undefined}
      aria-label={loaded.state === 'ready' ? undefined : '协议'}
      onClose={onClose}
      // A tap on the dimmed backdrop (the dialog element itself, outside its content) closes it too.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <div ref={body} className={styles.body} tabIndex={-1}>
        {loaded.state === 'ready' && <LegalDocumentView document={loaded.document} />}
        {loaded.state === 'loading' && (
          <p className={styles.status} aria-busy="true">
            正在加载…
          </p>
        )}
        {loaded.state === 'failed' && (
          <p className={styles.status} role="alert">
            加载失败，请检查网络后重试，或<a href={href}>打开协议页面</a>。
          </p>
        )}
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
          我知道了
        </button>
      </div>
    </dialog>,
    // Outside the form and label the link sits in: a click in the text must not tick the agreement.
    document.body,
  );
}
