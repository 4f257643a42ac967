import { Outlet } from 'react-router';
import { ShopFrame } from './shop-frame';

/** The storefront frame around the router's shop pages. */
export function ShopLayout() {
  return (
    <ShopFrame>
      <Outlet />
    </ShopFrame>
  );
}
