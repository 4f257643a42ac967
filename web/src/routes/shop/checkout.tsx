import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 Checkout: shipping address, contact and order summary arrive with the checkout screen. */
export default function CheckoutPage() {
  return (
    <ComingSoon title="Checkout">
      Choose a delivery address, check your order summary and pay securely with PhonePe.
    </ComingSoon>
  );
}
