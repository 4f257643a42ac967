import { useState } from 'react';
import { SmartImage } from '../../../components/smart-image';
import { cn } from '../../../lib/utils';
import { useT } from '../../../i18n/i18n';

/** The product's pictures: the main one large, the others as thumbnails that switch it (keyboard too). */
export function ProductGallery({
  title,
  images,
  priority = false,
}: {
  title: string;
  images: string[];
  priority?: boolean;
}) {
  const t = useT();
  const list = images.filter(Boolean);
  const [index, setIndex] = useState(0);
  const current = list[Math.min(index, list.length - 1)] ?? '';
  return (
    <div className="grid gap-3">
      <div className="aspect-square overflow-hidden rounded-lg border border-neutral-200 bg-white">
        <SmartImage
          key={current}
          src={current}
          alt={title}
          width={600}
          height={600}
          priority={priority}
          sizes="(min-width: 1024px) 480px, (min-width: 640px) 45vw, 90vw"
          className="h-full w-full object-contain p-3"
          fallbackClassName="h-full w-full"
        />
      </div>
      {list.length > 1 ? (
        <ul className="flex gap-2" aria-label={t('More pictures')}>
          {list.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('Picture {number} of {count}', { number: i + 1, count: list.length })}
                aria-pressed={i === index}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                  i === index ? 'border-brand ring-1 ring-brand' : 'border-neutral-200',
                )}
              >
                <SmartImage
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
