/**
 * The wa.me chat link for a phone number as the shop owner typed it ('+91 98765 43210', '098765 43210').
 * A bare 10-digit Indian mobile number gets the country code 91. Null when there are too few digits.
 */
export function whatsappLink(raw: string | null | undefined): string | null {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}`;
}
