import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 Listing: filters, sort and the product grid arrive with the catalog screens. */
export default function ListingPage() {
  return (
    <ComingSoon title="All Products">
      Filter by category, brand and subcategory, sort by price or title, and browse every product here.
    </ComingSoon>
  );
}
