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
import { useT } from '../../i18n/i18n';

/** SPEC §2 Home: banner, categories, quick estimate, brands, feature products, category rows, why us, newsletter. */
export default function ShopHomePage() {
  const settings = usePublicSettings();
  const name = shopName(settings.companyName);
  const t = useT();
  return (
    <>
      <PageHead
        title={t('Home')}
        description={t(
          '{shop}: pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST on every GST invoice.',
          { shop: name },
        )}
        path={paths.shop.home.path}
      />
      <h1 className="sr-only">{t('Welcome to {shop}', { shop: name })}</h1>
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
