import type { ComponentType } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { ShopFrame } from '../routes/shop/shop-frame';

/**
 * A browsing page as the server renders it and the browser hydrates it, without the router: the shop's
 * frame with the page (its header holds the chat link) and the toasts (what the router's root and shop layouts hold). The
 * guard has run on the server, which sent this page only to someone allowed to see it.
 */
export function DocumentPage({ Page }: { Page: ComponentType }) {
  return (
    <>
      <ShopFrame>
        <Page />
      </ShopFrame>
      <LazyToaster />
    </>
  );
}
