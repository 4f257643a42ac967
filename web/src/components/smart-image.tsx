import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { imageSrcSet, variantUrl } from '../../../common/images';
import { useSite } from '../lib/site';
import { cn } from '../lib/utils';

export interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** Intrinsic size (so nothing shifts while it loads); the box's aspect ratio comes from these. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Shown at most 160 CSS px wide (a round category, a brand's logo): the 320 px copy is all any screen needs. */
  small?: boolean;
  /** Classes of the placeholder shown when the image cannot be shown (SPEC §8: failed images are hidden). */
  fallbackClassName?: string;
}

/**
 * An image with the shop's stored copies as srcset (a phone loads the 320 px one), its size set so the page
 * does not shift, lazy below the fold, and a neutral placeholder instead of a broken image. A copy that is
 * missing (an image from before copies were made) falls back to the original first. The shop's own images
 * are addressed from its root (/uploads/…): the same files, 20-odd characters less each time (home
 * names about a hundred of them).
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  priority = false,
  small = false,
  className,
  fallbackClassName,
  sizes,
  ...rest
}: SmartImageProps) {
  const { origin } = useSite();
  const [useCopies, setUseCopies] = useState(true);
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  const url = origin && src.startsWith(`${origin}/`) ? src.slice(origin.length) : src;
  const copy = useCopies && small ? variantUrl(url, 320) : null;
  const srcSet = useCopies && !small ? imageSrcSet(url) : undefined;

  const onError = () => {
    if (copy || srcSet) setUseCopies(false);
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
      src={copy ?? url}
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
