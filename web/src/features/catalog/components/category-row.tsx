import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/navigation';
import { ScrollRow } from '../../../components/scroll-row';
import type { CategoryTile } from '../../../lib/categories';
import { useInView } from '../../../lib/use-in-view';
import { productsQuery } from '../api/get-products';
import { categoryRowQuery } from '../listing-params';
import { listingFor, SectionHeading } from './section-heading';
import { ProductCard } from './product-card';
import { useLang, useT } from '../../../i18n/i18n';
import { nameOf } from '../names';

/**
 * SPEC home: one category's row of up to 8 products, with scroll arrows, View all and skeletons. A row
 * loads when it comes near the screen, so the page's first load carries only what is seen first.
 */
export default function CategoryRow({ category }: { category: CategoryTile }) {
  const [ref, inView] = useInView<HTMLElement>();
  const t = useT();
  const name = nameOf(category, useLang());
  const { data, isPending, isError } = useQuery({
    ...productsQuery(categoryRowQuery(category.name)),
    enabled: inView,
  });
  // SPEC §8: a failed row stays empty; a category with no products shows no row.
  if (inView && !isPending && !isError && !data?.data.length) return null;
  const id = `row-${category._id}`;
  return (
    <section ref={ref} aria-labelledby={id} className="home-section below-fold">
      <SectionHeading
        id={id}
        title={name}
        action={
          <Link
            to={listingFor({ category: category.name })}
            className="view-all-link"
            aria-label={t('View all {name}', { name })}
          >
            {t('View all')} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      {isError ? null : isPending ? (
        // Until the row is near the screen and loaded: one element drawn as a row of card shapes (index.css).
        <div className="row-skeleton" role="status" aria-label={t('Loading {name}', { name })} />
      ) : (
        <ScrollRow label={name}>
          {data!.data.map((p) => (
            <li key={p._id} className="w-44 shrink-0 snap-start sm:w-56">
              <ProductCard product={p} where="home" />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
