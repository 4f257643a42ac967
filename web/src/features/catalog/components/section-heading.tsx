import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { EMPTY_LISTING_VIEW, searchFromListingView } from '../listing-params';

/** The listing of one category or brand, as the home page's sections link to it. */
export const listingFor = (filter: { category?: string; brand?: string }) =>
  `${paths.shop.listing.path}${searchFromListingView({
    ...EMPTY_LISTING_VIEW,
    category: filter.category ? [filter.category] : [],
    brand: filter.brand ? [filter.brand] : [],
  })}`;

/** A home section's title, with its link to see more. */
export function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {action}
    </div>
  );
}
