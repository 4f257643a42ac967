import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductCardData } from '../../../../../common/product-card';
import { productQuery } from '../api/get-product';

/** What the quick-view dialog is given; the screen composes it (with the product's reviews). */
export interface QuickViewDialogProps {
  /** The card's product: the dialog shows it while it loads the whole product. */
  product: ProductCardData;
  where: AddContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Loads the dialog's module (a dynamic import, so its code is not part of a page's first load). */
export type QuickViewLoader = () => Promise<{ default: ComponentType<QuickViewDialogProps> }>;

interface QuickViewApi {
  open(product: ProductCardData, where: AddContext): void;
  /** Starts loading the dialog's code and the product (on hover or focus of a Quick view button). */
  preload(productId: string): void;
}

export type AddContext = 'home' | 'listing' | 'search' | 'product';

const QuickViewContext = createContext<QuickViewApi>({ open: () => {}, preload: () => {} });

export const useQuickView = () => useContext(QuickViewContext);

/**
 * One quick-view dialog for the whole storefront, loaded on first use (Radix Dialog and the review form are
 * not part of a shop page's first load). Cards call `open(product)`; focus returns to the card's button.
 */
export function QuickViewProvider({ load, children }: { load: QuickViewLoader; children: ReactNode }) {
  const [QuickViewDialog] = useState(() => lazy(load));
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ product: ProductCardData; where: AddContext } | null>(null);
  const [open, setOpen] = useState(false);
  // Focus goes back to the button that opened it as the dialog closes (DialogContent's focus return).
  const openView = useCallback((product: ProductCardData, where: AddContext) => {
    setState({ product, where });
    setOpen(true);
  }, []);
  const api = useMemo(
    () => ({
      open: openView,
      preload: (productId: string) => {
        void load();
        void queryClient.prefetchQuery(productQuery(productId));
      },
    }),
    [openView, load, queryClient],
  );
  return (
    <QuickViewContext.Provider value={api}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <QuickViewDialog product={state.product} where={state.where} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </QuickViewContext.Provider>
  );
}
