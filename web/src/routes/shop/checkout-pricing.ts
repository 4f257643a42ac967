import type { ApiCart } from '../../../../common/contracts/cart';
import type { DeliveryMethod, PaymentMethod } from '../../../../common/delivery';
import { refusedPreviewMessage, useOrderPreview } from '../../features/orders';

/**
 * What checkout charges for the chosen address, delivery method and way to pay, as the server prices it, and
 * how sure that is: the preview shown, a refusal or a failure, cash on delivery's terms, the figures priced
 * for exactly these choices, or the last ones standing in (dimmed) while new ones are worked out.
 */
export function useCheckoutPricing({
  userId,
  addressId,
  cart,
  deliveryMethod,
  chosenPayment,
}: {
  userId: string;
  addressId: string | null;
  cart: ApiCart | undefined;
  deliveryMethod: DeliveryMethod;
  /** The buyer's choice; cash on delivery counts only while the preview allows it. */
  chosenPayment: PaymentMethod;
}) {
  // Delivery and GST by place of supply: once an address is chosen, the cart as the
  // server prices it for that address and delivery method: the zone, both methods' fees and dates, the
  // charges, CGST + SGST in the shop's state or IGST elsewhere, and the total. Until then, the cart's own
  // totals. While another method is priced, the last answer gives the zone and options, and the summary
  // keeps its figures, dimmed and marked busy, so the total does not jump; a preview that no longer
  // matches the cart's goods is not shown.
  const preview = useOrderPreview(userId, addressId, cart, deliveryMethod);
  const shown = addressId && preview.data?.addressId === addressId ? preview.data : undefined;
  const refused = addressId ? refusedPreviewMessage(preview.error) : null;
  const failed = !!addressId && preview.isError && refused === null;

  // Cash on delivery: the PhonePe preview says whether it may be chosen for this order and why
  // not; chosen, the order is priced again with its fee (paymentMethod=cod). A refusal of that preview (the
  // terms changed since) is said at the option, and PhonePe stays the way to pay.
  const codTerms = shown && !refused && !failed ? shown.cod : undefined;
  const wantsCod = chosenPayment === 'cod' && !!codTerms?.available;
  const codPreview = useOrderPreview(userId, addressId, cart, deliveryMethod, 'cod', wantsCod);
  const codRefused = wantsCod ? refusedPreviewMessage(codPreview.error) : null;
  const codFailed = wantsCod && codPreview.isError && codRefused === null;
  const paymentMethod: PaymentMethod = wantsCod && codRefused === null ? 'cod' : 'phonepe';
  const cash = paymentMethod === 'cod';

  const pricing = cash ? codPreview : preview;
  const current = addressId && pricing.data?.addressId === addressId ? pricing.data : undefined;
  const sameGoods = (p: typeof current) => !!p && p.goodsTotal === cart?.totals.grandTotal;
  const priced =
    current &&
    sameGoods(current) &&
    !pricing.isPlaceholderData &&
    current.deliveryMethod === deliveryMethod &&
    current.paymentMethod === paymentMethod
      ? current
      : null;
  // While cash on delivery is first priced, the PhonePe figures stand in, dimmed.
  const last = current ?? (cash ? shown : undefined);
  const repricing =
    !priced && sameGoods(last) && (pricing.isPlaceholderData || (cash && pricing.isPending)) ? last! : null;
  return {
    preview,
    shown,
    refused,
    failed,
    codTerms,
    codPreview,
    codRefused,
    codFailed,
    paymentMethod,
    cash,
    priced,
    repricing,
  };
}
