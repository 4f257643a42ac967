import { ExternalLink, MessageCircle } from 'lucide-react';
import { DISPATCH_MESSAGES, OrderStatusBody, type AdminOrder } from '../../../../../common/contracts/admin';
import type { ApiShipment } from '../../../../../common/contracts/orders';
import { orderStatusLabel } from '../../../components/order-status-badge';
import { TextField } from '../../../components/ui/form-field';

/** The dispatch form's fields, as typed. */
export interface DispatchValues {
  courier: string;
  trackingNumber: string;
  trackingUrl: string;
}
export type DispatchErrors = Partial<Record<keyof DispatchValues, string>>;
export const EMPTY_DISPATCH: DispatchValues = { courier: '', trackingNumber: '', trackingUrl: '' };

/**
 * The dispatch checked as the server checks it (OrderStatusBody, courier and AWB required): the body to send,
 * or each field's message.
 */
export function checkDispatch(
  values: DispatchValues,
):
  | { ok: true; body: { courier: string; trackingNumber: string; trackingUrl?: string } }
  | { ok: false; errors: DispatchErrors } {
  const errors: DispatchErrors = {};
  if (!values.courier.trim()) errors.courier = DISPATCH_MESSAGES.courierRequired;
  if (!values.trackingNumber.trim()) errors.trackingNumber = DISPATCH_MESSAGES.trackingRequired;
  const parsed = OrderStatusBody.safeParse({
    orderStatus: 'inShipping',
    courier: values.courier,
    trackingNumber: values.trackingNumber,
    ...(values.trackingUrl.trim() ? { trackingUrl: values.trackingUrl } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof DispatchValues;
      if (field in EMPTY_DISPATCH && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  const { courier, trackingNumber, trackingUrl } = parsed.data;
  return {
    ok: true,
    body: {
      courier: courier ?? '',
      trackingNumber: trackingNumber ?? '',
      ...(trackingUrl ? { trackingUrl } : {}),
    },
  };
}

/** The courier, the AWB and the optional tracking URL: asked when the owner dispatches an order. */
export function DispatchFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: DispatchValues;
  errors: DispatchErrors;
  onChange: (values: DispatchValues) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">Dispatch details</legend>
      <TextField
        id={`${idPrefix}-courier`}
        label="Courier"
        hint="Delhivery, Blue Dart, India Post…"
        error={errors.courier}
        maxLength={60}
        autoComplete="off"
        value={values.courier}
        onChange={(e) => onChange({ ...values, courier: e.target.value })}
      />
      <TextField
        id={`${idPrefix}-awb`}
        label="Tracking number (AWB)"
        hint="Letters, digits and dashes."
        error={errors.trackingNumber}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        value={values.trackingNumber}
        onChange={(e) => onChange({ ...values, trackingNumber: e.target.value })}
      />
      <TextField
        id={`${idPrefix}-url`}
        label="Tracking URL (optional)"
        hint="An https:// link to the courier’s tracking page."
        error={errors.trackingUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={values.trackingUrl}
        onChange={(e) => onChange({ ...values, trackingUrl: e.target.value })}
      />
    </fieldset>
  );
}

/** A shipment as the admin reads it: courier, AWB and the Track link. */
export function ShipmentText({ shipment }: { shipment: ApiShipment }) {
  return (
    <span className="grid gap-0.5">
      <span>{shipment.courier}</span>
      <span className="font-mono">AWB {shipment.trackingNumber}</span>
      {shipment.trackingUrl ? (
        <a
          className="inline-flex items-center gap-1 text-orange-800 underline-offset-2 hover:underline"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Track <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      ) : null}
    </span>
  );
}

/** An Indian mobile number's 10 digits (a leading +91, 91 or 0 dropped), or null. */
export function tenDigitPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const ten =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(ten) ? ten : null;
}

/** The click-to-chat link (wa.me) with the buyer's phone and a summary of the order: its number, status, tracking. */
export function whatsAppUrl(
  order: Pick<AdminOrder, 'orderNumber' | 'orderStatus' | 'contactName' | 'addressInfo' | 'shipment'>,
): string | null {
  const phone = tenDigitPhone(order.addressInfo.phone);
  if (!phone) return null;
  const s = order.shipment;
  const text = [
    `Hello ${order.contactName},`,
    `Your order ${order.orderNumber} is ${orderStatusLabel(order.orderStatus)}.`,
    ...(s
      ? [
          `Courier: ${s.courier}, tracking number (AWB): ${s.trackingNumber}${s.trackingUrl ? `. Track: ${s.trackingUrl}` : ''}`,
        ]
      : []),
  ].join('\n');
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}

export function WhatsAppLink({ order }: { order: Parameters<typeof whatsAppUrl>[0] }) {
  const url = whatsAppUrl(order);
  if (!url) return null;
  return (
    <a
      className="inline-flex items-center gap-1 text-orange-800 underline-offset-2 hover:underline"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MessageCircle className="size-4" aria-hidden="true" /> Message on WhatsApp
    </a>
  );
}
