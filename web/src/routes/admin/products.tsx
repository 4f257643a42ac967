import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 admin products: the grid with the add/edit sheet arrives with the admin screens. */
export default function AdminProductsPage() {
  return (
    <ComingSoon title="Products">
      Add, edit and delete products, with prices, GST rates, stock and estimator presets.
    </ComingSoon>
  );
}
