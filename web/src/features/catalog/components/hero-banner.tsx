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
import { useT } from '../../../i18n/i18n';

/** SPEC §9: the banner moves on every 15 s. */
export const BANNER_INTERVAL_MS = 15_000;

/** One banner: its picture and, as the owner gave them, its words and where it leads. */
export interface BannerSlide {
  image: string;
  title: string;
  subtitle: string;
  link: string | null;
}

/** SPEC §2: only absolute http(s) slider images are shown. */
export const bannerSlides = (slides: BannerSlide[] | undefined): BannerSlide[] =>
  (slides ?? []).filter((s) => isHttpImageUrl(s.image));

/** A link of the banner: a path of the shop through the app's own links, an address elsewhere as a plain one. */
function BannerLink({ slide }: { slide: BannerSlide & { link: string } }) {
  const t = useT();
  const className = buttonVariants({ size: 'lg', className: 'mt-1 w-fit' });
  const label = (
    <>
      {t('Shop now')}
      {slide.title ? <span className="sr-only">: {slide.title}</span> : null}
    </>
  );
  return slide.link.startsWith('/') ? (
    <Link to={slide.link} className={className}>
      {label}
    </Link>
  ) : (
    <a href={slide.link} rel="noopener" className={className}>
      {label}
    </a>
  );
}

/** The welcome panel, when there is no banner image (SPEC's fallback). */
function Welcome({ shop }: { shop: string }) {
  const t = useT();
  // w-full: with an auto width the 8:3 ratio turned the minimum height (192 px) into a width of 512 px, wider than a phone.
  return (
    <div className="flex aspect-[8/3] min-h-48 w-full flex-col justify-center gap-4 bg-neutral-950 px-6 py-8 text-white sm:px-12">
      {/* The page's h1 says the same to screen readers. */}
      <p aria-hidden="true" className="max-w-2xl text-2xl font-extrabold tracking-tight sm:text-5xl">
        {t('Welcome to {shop}', { shop })}
      </p>
      <p className="max-w-xl text-sm text-neutral-300 sm:text-lg">
        {t(
          'Pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST on every bill.',
        )}
      </p>
      <Link to={paths.shop.listing.href()} className={buttonVariants({ size: 'lg', className: 'w-fit' })}>
        {t('Shop all products')}
      </Link>
    </div>
  );
}

/** SPEC home: the rotating banner of slider images, with previous/next arrows; pauses on hover and focus. */
export function HeroBanner({ shop }: { shop: string }) {
  const { data } = useSlider();
  const t = useT();
  const slides = bannerSlides(data);
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = () => setIndex((i) => (count ? (i - 1 + count) % count : 0));
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const { reduced } = useAutoAdvance(next, BANNER_INTERVAL_MS, paused || count < 2);

  if (!count) return <Welcome shop={shop} />;
  const current = Math.min(index, count - 1);
  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Offers')}
      className="relative overflow-hidden bg-neutral-900"
      {...handlers}
    >
      <div
        className={cn('flex', reduced ? '' : 'transition-transform duration-700 ease-out')}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => (
          <div
            key={`${slide.image}-${i}`}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={
              slide.title
                ? t('Slide {number} of {count}: {title}', { number: i + 1, count, title: slide.title })
                : t('Slide {number} of {count}', { number: i + 1, count })
            }
            aria-hidden={i !== current}
            // A slide out of view takes no focus: its link is not tabbed to while another shows.
            inert={i !== current}
            className="relative w-full shrink-0"
            data-testid="banner-slide"
          >
            {/* On a phone the slide is taller than the picture's 8:3, so its words wrap instead of being cut. */}
            <div className="relative aspect-[8/3] min-h-56 w-full sm:min-h-0">
              <SmartImage
                src={slide.image}
                // The title says what the picture offers; a picture without words is decoration.
                alt={slide.title}
                width={1600}
                height={600}
                priority={i === 0}
                sizes="100vw"
                className="absolute inset-0 h-full w-full object-cover"
                fallbackClassName="absolute inset-0 h-full w-full"
              />
              {slide.title || slide.subtitle || slide.link ? (
                <div className="absolute inset-0 flex flex-col justify-center gap-2 bg-gradient-to-r from-black/75 via-black/45 to-transparent px-14 pb-8 pt-4 text-white sm:gap-3 sm:px-20 sm:pb-10">
                  {slide.title ? (
                    <p className="max-w-2xl text-balance text-2xl font-extrabold leading-tight tracking-tight sm:text-5xl">
                      {slide.title}
                    </p>
                  ) : null}
                  {slide.subtitle ? (
                    <p className="max-w-xl text-pretty text-sm leading-snug text-amber-100 sm:text-xl">
                      {slide.subtitle}
                    </p>
                  ) : null}
                  {slide.link ? <BannerLink slide={{ ...slide, link: slide.link }} /> : null}
                </div>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t('Previous slide')}
            className="slide-arrow left-2"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={next} aria-label={t('Next slide')} className="slide-arrow right-2">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1.5">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('Show slide {number}', { number: i + 1 })}
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
