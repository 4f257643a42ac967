import { PageHead } from '../../components/page-head';
import { usePublicSettings } from '../../lib/public-settings';
import {
  HeroBanner,
  CategoryRows,
  FeatureProducts,
  FeaturedCategories,
  Newsletter,
  QuickEstimate,
  TopBrands,
  WhyChooseUs,
} from '../../features/catalog';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';

/** SPEC §2 Home: banner, categories, quick estimate, brands, feature products, category rows, why us, newsletter. */
export default function ShopHomePage() {
  const settings = usePublicSettings();
  const name = shopName(settings.companyName);
  return (
    <>
      <PageHead
        title="Home"
        description={`${name}: pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST on every GST invoice.`}
        path={paths.shop.home.path}
      />
      <h1 className="sr-only">Welcome to {name}</h1>
      <HeroBanner shop={name} />
      <FeaturedCategories />
      <QuickEstimate />
      <TopBrands />
      <FeatureProducts />
      <CategoryRows />
      <WhyChooseUs />
      <Newsletter />
    </>
  );
}
