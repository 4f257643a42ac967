import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { imageSrcSet } from '../../../common/images';
import { cn } from '../lib/utils';

export interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** Intrinsic size (so nothing shifts while it loads); the box's aspect ratio comes from these. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Classes of the placeholder shown when the image cannot be shown (SPEC §8: failed images are hidden). */
  fallbackClassName?: string;
}

/**
 * An image with the shop's stored copies as srcset (a phone loads the 320 px one), its size set so the page
 * does not shift, lazy below the fold, and a neutral placeholder instead of a broken image. A copy that is
 * missing (an image from before copies were made) falls back to the original first.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  fallbackClassName,
  sizes,
  ...rest
}: SmartImageProps) {
  const [useSrcSet, setUseSrcSet] = useState(true);
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  const srcSet = useSrcSet ? imageSrcSet(src) : undefined;

  const onError = () => {
    if (srcSet) setUseSrcSet(false);
    else setFailed(true);
  };

  // An image that failed before the page hydrated fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once, after hydration; later errors reach onError
  }, []);

  if (failed) {
    return (
      <span
        // A decorative picture (alt="") stays hidden when it fails, as the <img> would have been.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex items-center justify-center bg-neutral-100 text-neutral-400',
          fallbackClassName ?? className,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff className="size-1/4 max-h-10 max-w-10" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
      className={className}
      {...rest}
    />
  );
}
