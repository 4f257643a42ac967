import { Link } from '../../lib/navigation';
import { Clock, CreditCard, Landmark, Mail, MapPin, MessageCircle, Phone, Smartphone } from 'lucide-react';
import { usePublicSettings } from '../../lib/public-settings';
import { useAuth } from '../../lib/session';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { whatsappLink } from '../../lib/whatsapp';
import { LangSwitch } from '../../components/lang-links';
import { msg, useT } from '../../i18n/i18n';

const SHOP_LINKS = [
  { label: msg('About Us'), to: paths.shop.about.href() },
  { label: msg('Contact Us'), to: paths.shop.contact.href() },
  { label: msg('Shopping'), to: paths.shop.listing.href() },
  { label: msg('Store Locator'), to: paths.shop.storeLocator.href() },
];
const POLICY_LINKS = [
  { label: msg('Terms & Conditions'), to: paths.shop.terms.href() },
  { label: msg('Privacy Policy'), to: paths.shop.privacy.href() },
  { label: msg('Refund & Cancellation'), to: paths.shop.refundCancellation.href() },
  { label: msg('Shipping & Delivery'), to: paths.shop.shipping.href() },
  { label: msg('Warranty Policy'), to: paths.shop.warranty.href() },
];
const LOGIN_LINK = { label: msg('Login'), to: paths.auth.login.href() };
const TRACK_ORDERS_LINK = { label: msg('Track Orders'), to: paths.shop.account.href() };

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t(title)}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className="footer-link">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SPEC §2 shop footer: social links, contact details from settings, payment methods and the page links. */
export function ShopFooter() {
  const settings = usePublicSettings();
  const { user } = useAuth();
  const name = shopName(settings.companyName);
  // Login is for visitors; a signed-in buyer keeps the way to their orders.
  const accountLinks = user ? [TRACK_ORDERS_LINK] : [LOGIN_LINK, TRACK_ORDERS_LINK];
  const chat = whatsappLink(settings.whatsapp) ?? whatsappLink(settings.phone);
  const t = useT();
  return (
    <footer className="mt-auto bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 grid content-start gap-3 lg:col-span-1">
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="text-sm">
            {t(
              'Building and electrical supplies with GST invoices: pipe fittings, wires, switches, sockets and paint.',
            )}
          </p>
          <ul className="grid gap-2 text-sm">
            {settings.companyAddress ? (
              <li className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{settings.companyAddress}</span>
              </li>
            ) : null}
            {settings.phone ? (
              <li className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a className="footer-link" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                  {settings.phone}
                </a>
              </li>
            ) : null}
            {settings.email ? (
              <li className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a className="footer-link break-all" href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              </li>
            ) : null}
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('Monday–Saturday, 10 AM–8 PM')}</span>
            </li>
          </ul>
          {chat || settings.email ? (
            <div>
              <h2 className="sr-only">{t('Follow and message us')}</h2>
              <ul className="flex gap-2">
                {chat ? (
                  <li>
                    <a
                      href={chat}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="footer-link footer-pill"
                    >
                      <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
                    </a>
                  </li>
                ) : null}
                {settings.email ? (
                  <li>
                    <a href={`mailto:${settings.email}`} className="footer-link footer-pill">
                      <Mail className="size-4" aria-hidden="true" /> {t('Email')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </div>
        <LinkList title={msg('Shop')} links={SHOP_LINKS} />
        <LinkList title={msg('Policies')} links={POLICY_LINKS} />
        <div className="col-span-2 grid content-start gap-6 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          <LinkList title={msg('Your account')} links={accountLinks} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('We accept')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold text-neutral-900">
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <Smartphone className="size-3.5" aria-hidden="true" /> UPI
              </li>
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <CreditCard className="size-3.5" aria-hidden="true" /> {t('Cards')}
              </li>
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <Landmark className="size-3.5" aria-hidden="true" /> {t('Net Banking')}
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4">
          <p className="text-xs text-neutral-400">
            © {new Date().getFullYear()} {name}. {t('All prices in Indian rupees, inclusive of GST.')}
          </p>
          <LangSwitch className="footer-link text-sm font-semibold text-white" />
        </div>
      </div>
    </footer>
  );
}
