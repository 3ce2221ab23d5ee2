import { Button, ImageViewer } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { usePictures } from '../../api/content/get-pictures.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { flattenGallery } from '../../components/content/gallery.ts';
import { useHistoryOverlay } from '../../routing/use-history-overlay.ts';
import { EmptyState } from '../components/empty-state.tsx';
import styles from './phone-pictures-page.module.css';

/** PhonePictures: the gallery by category; a tap opens the full-screen viewer (swipe between pictures, pinch to zoom). */
export function PhonePicturesPage() {
  const gallery = usePictures();
  const pictures = useMemo(() => (gallery.data ? flattenGallery(gallery.data) : []), [gallery.data]);
  const viewer = useHistoryOverlay('picture');
  const viewing = viewer.value;
  const categories = gallery.data?.categories.filter((category) => category.pictures.length > 0) ?? [];
  const showing = viewing !== null && viewing < pictures.length;
  useViewerAsDialog(showing);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/mobile/home" className={styles.back}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m15 5-7 7 7 7" />
          </svg>
          返回首页
        </Link>
        <h1 className={styles.title}>图片展示</h1>
        <p className={styles.lead}>专利与资质证书、行业荣誉与产品界面，轻点图片查看大图。</p>
      </header>
      {gallery.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label="图片加载中">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <span className={styles.placeholder} />
            </li>
          ))}
        </ul>
      ) : gallery.isError ? (
        <EmptyState
          title="图片加载失败"
          description={gallery.error.message}
          action={
            <Button color="primary" shape="rounded" onClick={() => void gallery.refetch()}>
              重试
            </Button>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState title="图片正在整理中" description="这里将展示我们的资质证书、荣誉与产品截图。" />
      ) : (
        categories.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`gallery-${category.id}-title`}>
            <h2 id={`gallery-${category.id}-title`} className={styles.categoryTitle}>
              {category.title}
              <span>{category.pictures.length} 张</span>
            </h2>
            <ul className={styles.grid}>
              {category.pictures.map((picture) => (
                <li key={picture.id}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={`查看大图：${picture.caption}`}
                    onClick={() => viewer.open(pictures.findIndex((item) => item.id === picture.id))}
                  >
                    <span className={styles.frame}>
                      <ContentImage image={picture.image} alt="" className={styles.image} />
                    </span>
                    <span className={styles.caption}>{picture.caption}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {showing && (
        <ImageViewer.Multi
          visible
          classNames={{ mask: styles.viewerMask }}
          images={pictures.map((picture) => picture.image.src)}
          defaultIndex={viewing}
          onIndexChange={viewer.change}
          onClose={viewer.close}
          imageRender={(src, { ref, index }) => <img ref={ref} src={src} alt={pictures[index]?.image.alt ?? ''} draggable={false} />}
          renderFooter={(_src, index) => (
            <div className={styles.viewerFooter}>
              <p className={styles.viewerCaption}>
                <span>{pictures[index]?.categoryTitle}</span>
                {pictures[index]?.caption}
              </p>
              <button type="button" className={styles.viewerClose} data-viewer-close onClick={viewer.close}>
                关闭
              </button>
            </div>
          )}
        />
      )}
    </div>
  );
}

/**
 * antd-mobile's mask hides the whole viewer from assistive technology (aria-hidden); make it the modal dialog it
 * is, named, with focus on its close button.
 */
function useViewerAsDialog(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const mask = document.querySelector<HTMLElement>(`.${styles.viewerMask}`);
    if (!mask) return;
    mask.removeAttribute('aria-hidden');
    mask.setAttribute('role', 'dialog');
    mask.setAttribute('aria-modal', 'true');
    mask.setAttribute('aria-label', '图片查看器');
    mask.querySelector<HTMLElement>('[data-viewer-close]')?.focus({ preventScroll: true });
  }, [open]);
}
