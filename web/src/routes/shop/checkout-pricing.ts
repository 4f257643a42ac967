import type { ApiCart } from '../../../../common/contracts/cart';
import type { DeliveryMethod, PaymentMethod } from '../../../../common/delivery';
import { refusedPreviewMessage, useOrderPreview, type CodeCheck } from '../../features/orders';

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
  discountCode = null,
  giftCardCode = null,
}: {
  userId: string;
  addressId: string | null;
  cart: ApiCart | undefined;
  deliveryMethod: DeliveryMethod;
  /** The buyer's choice; cash on delivery counts only while the preview allows it. */
  chosenPayment: PaymentMethod;
  /** The code the buyer applied; checked by pricing the order with it once the order is priced without. */
  discountCode?: string | null;
  /** The gift card the buyer applied; checked once the order is priced (with the code, when applied). */
  giftCardCode?: string | null;
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
  const plain =
    current &&
    sameGoods(current) &&
    !pricing.isPlaceholderData &&
    current.deliveryMethod === deliveryMethod &&
    current.paymentMethod === paymentMethod
      ? current
      : null;

  // A discount code: the same order priced again with it (the server's discount, tax and total), once the
  // order is priced without it, so that a 400 here is the code's refusal and not the address's. Refused,
  // the summary keeps the figures without the code and says why.
  const withCode = useOrderPreview(
    userId,
    addressId,
    cart,
    deliveryMethod,
    paymentMethod,
    !!discountCode && !!plain,
    discountCode,
  );
  const codeRefused = discountCode && plain ? refusedPreviewMessage(withCode.error) : null;
  const codeFailed = !!discountCode && !!plain && withCode.isError && codeRefused === null;
  const discounted =
    discountCode && plain && !withCode.isPlaceholderData && withCode.data?.addressId === addressId
      ? withCode.data
      : undefined;
  const code: CodeCheck = !discountCode
    ? { state: 'none' }
    : !addressId
      ? { state: 'waiting' }
      : codeRefused !== null
        ? { state: 'refused', message: codeRefused }
        : codeFailed
          ? { state: 'failed' }
          : discounted && sameGoods(discounted)
            ? {
                state: 'applied',
                code: discounted.discountCode ?? discountCode,
                amount: discounted.discountAmount,
              }
            : { state: 'checking' };
  // Refused (or not checked for a fault), the order is shown as priced without the code.
  const beforeCard = !discountCode
    ? plain
    : code.state === 'applied'
      ? discounted!
      : code.state === 'refused' || code.state === 'failed'
        ? plain
        : null;

  // A gift card: the order as priced so far (with an applied code) priced again with the card, which pays part or
  // all of the same total (decision 033). Refused, the order is shown without it and the box says why.
  const cardCode = code.state === 'applied' ? code.code : null;
  const withCard = useOrderPreview(
    userId,
    addressId,
    cart,
    deliveryMethod,
    paymentMethod,
    !!giftCardCode && !!beforeCard,
    cardCode,
    giftCardCode,
  );
  const cardRefused = giftCardCode && beforeCard ? refusedPreviewMessage(withCard.error) : null;
  const cardFailed = !!giftCardCode && !!beforeCard && withCard.isError && cardRefused === null;
  const carded =
    giftCardCode && beforeCard && !withCard.isPlaceholderData && withCard.data?.addressId === addressId
      ? withCard.data
      : undefined;
  const card: CodeCheck = !giftCardCode
    ? { state: 'none' }
    : !addressId
      ? { state: 'waiting' }
      : cardRefused !== null
        ? { state: 'refused', message: cardRefused }
        : cardFailed
          ? { state: 'failed' }
          : carded && sameGoods(carded)
            ? { state: 'applied', code: giftCardCode, amount: carded.giftCardAmount }
            : { state: 'checking' };
  const priced = !giftCardCode
    ? beforeCard
    : card.state === 'applied'
      ? carded!
      : card.state === 'refused' || card.state === 'failed'
        ? beforeCard
        : null;

  // A gift card that pays it all leaves nothing for PhonePe or cash: no way to pay is chosen, and the server places
  // the order as paid by the card (paymentMethod 'giftCard', with no cash-on-delivery fee: its preview prices it so).
  const byCard = !!priced && priced.giftCardAmount > 0 && priced.amountDue === 0;

  // While cash on delivery is first priced, or a code checked, the figures so far stand in, dimmed.
  const last = current ?? (cash ? shown : undefined);
  const repricing = priced
    ? null
    : giftCardCode && beforeCard && card.state === 'checking'
      ? beforeCard
      : discountCode && plain && code.state === 'checking'
        ? plain
        : sameGoods(last) && (pricing.isPlaceholderData || (cash && pricing.isPending))
          ? last!
          : null;
  return {
    /** The order priced without the code (what the buyer pays when the code is removed). */
    plain,
    code,
    retryCode: () => void withCode.refetch(),
    card,
    retryCard: () => void withCard.refetch(),
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
    /** The gift card pays the whole order as priced: no payment method to choose. */
    byCard,
    priced,
    repricing,
  };
}
