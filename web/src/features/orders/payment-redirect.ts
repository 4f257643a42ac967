/**
 * Leaves the shop for the payment provider's page (PhonePe, or the built-in simulator's). Only an absolute
 * http(s) address is followed; anything else is refused (false) rather than navigated to.
 */
export function goToPayment(approvalURL: string): boolean {
  let url: URL;
  try {
    url = new URL(approvalURL, window.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.href);
  return true;
}
