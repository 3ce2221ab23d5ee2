import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { ContentImage } from '../../components/content/content-image.tsx';
import { type GalleryPicture, stepIndex } from '../../components/content/gallery.ts';
import styles from './picture-viewer.module.css';

type Props = {
  pictures: GalleryPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
/** How far a finger must travel sideways (on a pad) to move to the next picture. */
const SWIPE_PX = 60;

/**
 * The gallery's full-screen viewer: a modal dialog (focus kept inside and given back on close), ← → for the
 * previous and next picture, Esc to close, a swipe on a touch screen, and the picture's place in the gallery.
 */
export function PictureViewer({ pictures, index, onIndexChange, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const picture = pictures[index];
  const step = (by: number) => onIndexChange(stepIndex(index, by, pictures.length));

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    root.style.overflow = 'hidden';
    return () => {
      if (dialog?.open) dialog.close();
      root.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // The neighbours load while this one is looked at, so stepping on shows them at once.
  useEffect(() => {
    for (const by of [-1, 1]) {
      const next = pictures[stepIndex(index, by, pictures.length)];
      if (next) new Image().src = next.image.src;
    }
  }, [pictures, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  };

  if (!picture) return null;
  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label="图片查看器"
      aria-describedby="picture-viewer-caption"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.bar}>
        <span className={styles.counter} data-testid="viewer-counter">
          {index + 1} / {pictures.length}
        </span>
        <button ref={closeRef} type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ContentImage key={picture.id} image={picture.image} loading="eager" className={styles.image} />
      </div>
      <p id="picture-viewer-caption" className={styles.caption} aria-live="polite">
        <span className={styles.category}>{picture.categoryTitle}</span>
        {picture.caption}
      </p>
      {pictures.length > 1 && (
        <>
          <button type="button" className={styles.previous} aria-label="上一张" onClick={() => step(-1)}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={styles.next} aria-label="下一张" onClick={() => step(1)}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </>
      )}
    </dialog>
  );
}

/** Tab and Shift+Tab go round the dialog's own controls, never out of it. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
