import { SmartImage } from './smart-image';
import { cn } from '../lib/utils';

/**
 * A product's small square picture in a cart or order line, on white in a fixed box: the shop's 320 px copy
 * where there is one (SmartImage), and a neutral placeholder for an image that cannot be shown (SPEC §8).
 */
export function LineThumb({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-white',
        className,
      )}
    >
      <SmartImage
        src={src}
        alt={alt}
        width={64}
        height={64}
        sizes="64px"
        className="size-full bg-white object-contain p-1"
        fallbackClassName="size-full"
      />
    </div>
  );
}
