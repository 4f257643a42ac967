import { EstimatorScreen } from '../../features/estimator';

/**
 * SPEC §2 Estimator, for everyone at /shop/estimator and for admins at /admin/estimator (the same page:
 * the guard keeps admins off shop paths, decision 010).
 */
export default function EstimatorPage() {
  return <EstimatorScreen />;
}

/** The frame this page is shown in when hydrated without the router (app/buyer-page). */
export { ShopFrame as Frame } from './shop-frame';
