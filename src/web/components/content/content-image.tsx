import type { ContentImage as Image } from '../../../contract/content.ts';

type Props = {
  image: Image;
  /** Below the fold the browser fetches it only when it comes near (native lazy loading). */
  loading?: 'lazy' | 'eager';
  className?: string;
  /** Overrides the image's own alt text, e.g. '' when a caption next to it already says the same. */
  alt?: string;
};

/** An image of the marketing content, with its intrinsic size so that its box is reserved before it loads. */
export function ContentImage({ image, loading = 'lazy', className, alt }: Props) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
