import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin categories: category, brand and subcategory management arrives with the admin screens. */
export default function AdminCategoriesPage() {
  return (
    <ComingSoon title="Categories & Brands">
      Add and remove categories, brands and their subcategories.
    </ComingSoon>
  );
}
