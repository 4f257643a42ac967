import { Link } from '../../lib/navigation';
import { Clock, CreditCard, Landmark, Mail, MapPin, MessageCircle, Phone, Smartphone } from 'lucide-react';
import { usePublicSettings } from '../../lib/public-settings';
import { useAuth } from '../../lib/session';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { whatsappLink } from '../../lib/whatsapp';

const SHOP_LINKS = [
  { label: 'About Us', to: paths.shop.about.href() },
  { label: 'Contact Us', to: paths.shop.contact.href() },
  { label: 'Shopping', to: paths.shop.listing.href() },
  { label: 'Store Locator', to: paths.shop.storeLocator.href() },
];
const POLICY_LINKS = [
  { label: 'Terms & Conditions', to: paths.shop.terms.href() },
  { label: 'Privacy Policy', to: paths.shop.privacy.href() },
  { label: 'Refund & Cancellation', to: paths.shop.refundCancellation.href() },
  { label: 'Shipping & Delivery', to: paths.shop.shipping.href() },
  { label: 'Warranty Policy', to: paths.shop.warranty.href() },
];
const LOGIN_LINK = { label: 'Login', to: paths.auth.login.href() };
const TRACK_ORDERS_LINK = { label: 'Track Orders', to: paths.shop.account.href() };

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className="footer-link">
              {l.label}
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
  return (
    <footer className="mt-auto bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 grid content-start gap-3 lg:col-span-1">
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="text-sm">
            Building and electrical supplies with GST invoices: pipe fittings, wires, switches, sockets and
            paint.
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
              <span>Monday–Saturday, 10 AM–8 PM</span>
            </li>
          </ul>
          {chat || settings.email ? (
            <div>
              <h2 className="sr-only">Follow and message us</h2>
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
                      <Mail className="size-4" aria-hidden="true" /> Email
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </div>
        <LinkList title="Shop" links={SHOP_LINKS} />
        <LinkList title="Policies" links={POLICY_LINKS} />
        <div className="col-span-2 grid content-start gap-6 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          <LinkList title="Your account" links={accountLinks} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">We accept</h2>
            <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold text-neutral-900">
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <Smartphone className="size-3.5" aria-hidden="true" /> UPI
              </li>
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <CreditCard className="size-3.5" aria-hidden="true" /> Cards
              </li>
              <li className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
                <Landmark className="size-3.5" aria-hidden="true" /> Net Banking
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-neutral-400">
          © {new Date().getFullYear()} {name}. All prices in Indian rupees, inclusive of GST.
        </p>
      </div>
    </footer>
  );
}
