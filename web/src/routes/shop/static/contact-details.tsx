import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { usePublicSettings } from '../../../lib/public-settings';
import { shopName } from '../../../lib/brand';
import { whatsappLink } from '../../../lib/whatsapp';
import { BUSINESS_HOURS } from './static-page';
import { useT } from '../../../i18n/i18n';

/** The shop's address, phone, e-mail and hours from site settings; missing ones are left out. */
export function ContactDetails() {
  const s = usePublicSettings();
  const t = useT();
  const chat = whatsappLink(s.whatsapp);
  const rows = [
    {
      icon: MapPin,
      label: t('Address'),
      value: s.companyAddress ? <span className="whitespace-pre-line">{s.companyAddress}</span> : null,
    },
    {
      icon: Phone,
      label: t('Phone'),
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
      label: t('WhatsApp'),
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
      label: t('E-mail'),
      value: s.email ? (
        <a className="break-all text-orange-700 underline underline-offset-4" href={`mailto:${s.email}`}>
          {s.email}
        </a>
      ) : null,
    },
    { icon: Clock, label: t('Business hours'), value: t(BUSINESS_HOURS) },
  ].filter((r) => r.value);
  return (
    <div className="rounded-lg border border-neutral-200 p-5">
      <p className="font-semibold">{shopName(s.companyName)}</p>
      <dl className="mt-3 grid gap-3">
        {rows.map(({ icon: Icon, label, value }) => (
          // Each group is a div of its dt and dd alone (a dl allows no deeper wrapping): the icon rides in the dt.
          <div key={label} className="relative pl-8">
            <dt className="text-sm text-neutral-600">
              <Icon className="absolute left-0 top-0.5 size-5 text-orange-700" aria-hidden="true" />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
