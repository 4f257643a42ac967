import { useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/navigation';
import { useAuth } from '../../../lib/session';
import { useAddToCartMutation } from '../../../lib/add-to-cart';
import { useCart } from '../../../lib/cart-query';
import { quantityInCart } from '../../../lib/cart-rules';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { EstimatorProduct } from '../../../../../common/contracts/catalog';
import { addAllMessageIn, planAddAll, type AddAllEntry, type EstimatorLine } from '../estimator-rules';
import { useLang, useT } from '../../../i18n/i18n';
import { productTitle } from '../../../lib/product-title';

export interface AddAllResult {
  entry: AddAllEntry;
  /** True when the cart took entry.add. */
  added: boolean;
  message: string;
}

/**
 * 'Add all to cart' (beyond SPEC): every product of the estimate that is in stock goes into the cart at
 * its line quantities (added up), never beyond stock; the result says what was added and what was not, and
 * why. Cart actions need login (SPEC §5): a visitor is sent to login and comes back to the estimate.
 */
export function useAddAllToCart() {
  const t = useT();
  const lang = useLang();
  const { user } = useAuth();
  const { data: cart } = useCart(user?.id);
  const mutation = useAddToCartMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<AddAllResult[] | null>(null);

  async function run(lines: EstimatorLine[], products: ReadonlyMap<string, EstimatorProduct>) {
    if (!user) {
      void navigate(paths.auth.login.href({ r: `${location.pathname}${location.search}` }));
      return;
    }
    setRunning(true);
    setResults(null);
    const plan = planAddAll(lines, products, (id) => quantityInCart(cart, id));
    const out: AddAllResult[] = [];
    // The summary names each product as the page does (its Hindi title on a Hindi page).
    const named = (entry: AddAllEntry) => {
      const product = products.get(entry.productId);
      return product ? { ...entry, title: productTitle(product, lang) } : entry;
    };
    const addAllMessage = (entry: AddAllEntry) => addAllMessageIn(t)(named(entry));
    // One product at a time: each answer is the whole cart, and the next add must see the last one's stock.
    for (const entry of plan) {
      if (entry.add <= 0) {
        out.push({ entry, added: false, message: addAllMessage(entry) });
        continue;
      }
      try {
        await mutation.mutateAsync({ userId: user.id, productId: entry.productId, quantity: entry.add });
        out.push({ entry, added: true, message: addAllMessage(entry) });
      } catch (error) {
        out.push({
          entry,
          added: false,
          message: t('{title}: not added ({reason})', {
            title: named(entry).title,
            reason: errorMessage(error, t('the cart could not be reached')),
          }),
        });
      }
    }
    setResults(out);
    setRunning(false);
  }

  return { run, running, results, dismiss: () => setResults(null), signedIn: !!user };
}
