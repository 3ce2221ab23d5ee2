import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePictures } from '../../api/content/get-pictures.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { flattenGallery } from '../../components/content/gallery.ts';
import { useHistoryOverlay } from '../../routing/use-history-overlay.ts';
import { PictureViewer } from '../components/picture-viewer.tsx';
import styles from './pictures-page.module.css';

/** Pictures: the gallery by category (GET /api/content/pictures); a picture opens in the full-screen viewer. */
export function PicturesPage() {
  const gallery = usePictures();
  const pictures = useMemo(() => (gallery.data ? flattenGallery(gallery.data) : []), [gallery.data]);
  const viewer = useHistoryOverlay('picture');
  const viewing = viewer.value;
  const categories = gallery.data?.categories.filter((category) => category.pictures.length > 0) ?? [];

  return (
    <>
      <div className={styles.page}>
        <header className={styles.intro}>
          <Link to="/home" className={styles.back}>
            ← 返回官网首页
          </Link>
          <p className={styles.kicker}>资质 · 荣誉 · 产品</p>
          <h1 className={styles.title}>图片展示</h1>
          <p className={styles.lead}>专利与资质证书、行业荣誉，以及AI伴学产品的真实界面。点击图片可查看大图。</p>
          {categories.length > 1 && (
            <nav className={styles.jump} aria-label="图片分类">
              {categories.map((category) => (
                <a key={category.id} href={`#gallery-${category.id}`}>
                  {category.title}
                  <span>{category.pictures.length}</span>
                </a>
              ))}
            </nav>
          )}
        </header>
        {gallery.isPending ? (
          <GridPlaceholder />
        ) : gallery.isError ? (
          <div className={styles.message} role="alert">
            <p>图片加载失败：{gallery.error.message}</p>
            <button type="button" className={styles.retry} onClick={() => void gallery.refetch()}>
              重试
            </button>
          </div>
        ) : categories.length === 0 ? (
          <p className={styles.message}>图片正在整理中，敬请期待。</p>
        ) : (
          categories.map((category) => (
            <section
              key={category.id}
              id={`gallery-${category.id}`}
              className={styles.category}
              aria-labelledby={`gallery-${category.id}-title`}
            >
              <h2 id={`gallery-${category.id}-title`} className={styles.categoryTitle}>
                {category.title}
                <span className={styles.count}>{category.pictures.length} 张</span>
              </h2>
              <ul className={styles.grid}>
                {category.pictures.map((picture) => (
                  <li key={picture.id}>
                    <figure className={styles.item}>
                      <button
                        type="button"
                        className={styles.thumb}
                        aria-label={`查看大图：${picture.caption}`}
                        onClick={(event) => {
                          // Safari does not focus a clicked button: focus it, so closing the viewer returns here.
                          event.currentTarget.focus();
                          viewer.open(pictures.findIndex((item) => item.id === picture.id));
                        }}
                      >
                        <ContentImage image={picture.image} alt="" className={styles.image} />
                      </button>
                      <figcaption className={styles.caption}>{picture.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      {viewing !== null && viewing < pictures.length && (
        <PictureViewer pictures={pictures} index={viewing} onIndexChange={viewer.change} onClose={viewer.close} />
      )}
    </>
  );
}

function GridPlaceholder() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="图片加载中">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index}>
          <span className={styles.placeholder} />
        </li>
      ))}
    </ul>
  );
}
