export { estimatorFirstRowsQuery, estimatorProductsQuery } from './api/get-estimator-products';
export { EstimatorScreen } from './components/estimator-screen';
export { estimatorListQuery, filtersFromSearch } from './estimator-params';
