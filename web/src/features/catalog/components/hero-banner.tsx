import { useCallback, useState } from 'react';
import { Link } from '../../../lib/navigation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isHttpImageUrl } from '../../../../../common/images';
import { buttonVariants } from '../../../components/ui/button';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import { useAutoAdvance, usePauseOnHoverAndFocus } from '../../../lib/use-auto-advance';
import { useSlider } from '../api/get-slider';

/** SPEC §9: the banner moves on every 15 s. */
export const BANNER_INTERVAL_MS = 15_000;

/** SPEC §2: only absolute http(s) slider images are shown. */
export const bannerImages = (images: { image: string }[] | undefined) =>
  (images ?? []).map((i) => i.image).filter(isHttpImageUrl);

/** The welcome panel, when there is no banner image (SPEC's fallback). */
function Welcome({ shop }: { shop: string }) {
  return (
    <div className="flex aspect-[8/3] min-h-48 flex-col justify-center gap-4 bg-neutral-950 px-6 py-8 text-white sm:px-12">
      {/* The page's h1 says the same to screen readers. */}
      <p aria-hidden="true" className="max-w-2xl text-2xl font-extrabold tracking-tight sm:text-5xl">
        Welcome to {shop}
      </p>
      <p className="max-w-xl text-sm text-neutral-300 sm:text-lg">
        Pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST on every bill.
      </p>
      <Link to={paths.shop.listing.href()} className={buttonVariants({ size: 'lg', className: 'w-fit' })}>
        Shop all products
      </Link>
    </div>
  );
}

/** SPEC home: the rotating banner of slider images, with previous/next arrows; pauses on hover and focus. */
export function HeroBanner({ shop }: { shop: string }) {
  const { data } = useSlider();
  const images = bannerImages(data);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = () => setIndex((i) => (count ? (i - 1 + count) % count : 0));
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const { reduced } = useAutoAdvance(next, BANNER_INTERVAL_MS, paused || count < 2);

  if (!count) return <Welcome shop={shop} />;
  const current = Math.min(index, count - 1);
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative overflow-hidden bg-neutral-900"
      {...handlers}
    >
      <div
        className={cn('flex', reduced ? '' : 'transition-transform duration-700 ease-out')}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {images.map((src, i) => (
          <div
            key={`${src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`Slide ${i + 1} of ${count}`}
            aria-hidden={i !== current}
            className="w-full shrink-0"
          >
            <SmartImage
              src={src}
              alt={`Offer ${i + 1}`}
              width={1600}
              height={600}
              priority={i === 0}
              sizes="100vw"
              className="aspect-[8/3] w-full object-cover"
              fallbackClassName="aspect-[8/3] w-full"
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" onClick={previous} aria-label="Previous slide" className="slide-arrow left-2">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={next} aria-label="Next slide" className="slide-arrow right-2">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1.5">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current}
                className="slide-dot"
              >
                <span
                  className={cn('block size-2.5 rounded-full', i === current ? 'bg-white' : 'bg-white/50')}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
