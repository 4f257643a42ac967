import { PageHead } from '../../components/page-head';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { HeroBanner } from '../../features/home/components/hero-banner';
import {
  CategoryRows,
  FeatureProducts,
  FeaturedCategories,
  Newsletter,
  QuickEstimate,
  TopBrands,
  WhyChooseUs,
} from '../../features/home/components/home-sections';
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
