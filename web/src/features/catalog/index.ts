export { productQuery, useProduct } from './api/get-product';
export { productsQuery } from './api/get-products';
export { sliderQuery } from './api/get-slider';
export { subcategoriesQuery, useSubcategories } from './api/get-subcategories';
export { searchQuery, useSearch } from './api/search-products';
export { HeroBanner } from './components/hero-banner';
export {
  CategoryRows,
  FeaturedCategories,
  FeatureProducts,
  Newsletter,
  QuickEstimate,
  TopBrands,
  WhyChooseUs,
} from './components/home-sections';
export {
  activeFilterCount,
  ListingFilters,
  toggleFilter,
  withPriceRange,
} from './components/listing-filters';
export { ProductCard, ProductCardSkeleton, ProductGrid, PRIORITY_CARDS } from './components/product-card';
export { ProductDetails } from './components/product-details';
export { QuickViewDialog } from './components/quick-view-dialog';
export { QuickViewProvider, type QuickViewDialogProps } from './components/quick-view-context';
export { SortSelect } from './components/sort-select';
export {
  EMPTY_LISTING_VIEW,
  featuredProductsQuery,
  listingQuery,
  type ListingView,
  listingViewFromSearch,
  searchFromListingView,
} from './listing-params';
export { englishOn, nameOf, productDescription, productTitle, useTaxonomyName } from './names';
export { LISTING_STORAGE_KEY, rememberedListing, rememberListing } from './listing-storage';
