import { useEffect } from 'react';

const OPEN_CART = 'shop:open-cart';

/** Opens the header's cart sheet from anywhere in the shop (a request that ends with something in the cart). */
export function openCartSheet(): void {
  window.dispatchEvent(new Event(OPEN_CART));
}

/** The header's cart button listens here for openCartSheet. */
export function useOpenCartSheet(open: () => void): void {
  useEffect(() => {
    window.addEventListener(OPEN_CART, open);
    return () => window.removeEventListener(OPEN_CART, open);
  }, [open]);
}
