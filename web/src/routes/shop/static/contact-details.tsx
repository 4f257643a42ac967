import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { usePublicSettings } from '../../../lib/public-settings';
import { shopName } from '../../../lib/brand';
import { whatsappLink } from '../../../lib/whatsapp';
import { BUSINESS_HOURS } from './static-page';

/** The shop's address, phone, e-mail and hours from site settings; missing ones are left out. */
export function ContactDetails() {
  const s = usePublicSettings();
  const chat = whatsappLink(s.whatsapp);
  const rows = [
    {
      icon: MapPin,
      label: 'Address',
      value: s.companyAddress ? <span className="whitespace-pre-line">{s.companyAddress}</span> : null,
    },
    {
      icon: Phone,
      label: 'Phone',
      value: s.phone ? (
        <a
          className="text-orange-700 underline underline-offset-4"
          href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}
        >
          {s.phone}
        </a>
      ) : null,
    },
    {
      icon: MessageCircle,
      label: 'WhatsApp',
      value: chat ? (
        <a
          className="text-orange-700 underline underline-offset-4"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
        >
          {s.whatsapp}
        </a>
      ) : null,
    },
    {
      icon: Mail,
      label: 'E-mail',
      value: s.email ? (
        <a className="break-all text-orange-700 underline underline-offset-4" href={`mailto:${s.email}`}>
          {s.email}
        </a>
      ) : null,
    },
    { icon: Clock, label: 'Business hours', value: BUSINESS_HOURS },
  ].filter((r) => r.value);
  return (
    <div className="rounded-lg border border-neutral-200 p-5">
      <p className="font-semibold">{shopName(s.companyName)}</p>
      <dl className="mt-3 grid gap-3">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
            <div>
              <dt className="text-sm text-neutral-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </div>
  );
}
