import { Link } from 'react-router';
import { BadgePercent, CalendarClock, CreditCard, Headset, Repeat, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';

const WHY_US = [
  { label: 'Best Offers & Prices', icon: BadgePercent },
  { label: 'Multiple Payment Modes', icon: CreditCard },
  { label: 'Scheduled Delivery', icon: CalendarClock },
  { label: 'No Cost EMI & Exchange', icon: Repeat },
  { label: 'Exceptional Service', icon: Headset },
  { label: 'Extended Warranty Plans', icon: ShieldCheck },
];

/** The shop home. The banner, categories, brands and product rows of SPEC §2 arrive with the catalog screens. */
export default function ShopHomePage() {
  const settings = usePublicSettings();
  const name = shopName(settings.companyName);
  return (
    <>
      <PageTitle title="Home" />
      <section className="bg-neutral-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">Welcome to {name}</h1>
          <p className="max-w-xl text-neutral-300 sm:text-lg">
            Pipe fittings, wires, switches, sockets and paint at fair prices, with CGST and SGST shown on
            every bill.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.shop.listing.href()} className={buttonVariants({ size: 'lg' })}>
              Shop all products
            </Link>
            <Link
              to={paths.shop.estimator.href()}
              className={buttonVariants({
                size: 'lg',
                variant: 'outline',
                className: 'border-neutral-600 bg-transparent text-white hover:bg-neutral-800',
              })}
            >
              Open the estimator
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto w-full max-w-7xl px-4 py-10" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-xl font-bold sm:text-2xl">
          Feature Products
        </h2>
        <p className="mt-3 rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-5 text-neutral-700">
          Featured categories, brands and products are coming soon. Meanwhile, browse the{' '}
          <Link
            to={paths.shop.listing.href()}
            className="font-medium text-orange-700 underline underline-offset-4"
          >
            full catalogue
          </Link>
          .
        </p>
      </section>
      <section className="bg-neutral-50" aria-labelledby="why-heading">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="why-heading" className="text-xl font-bold sm:text-2xl">
            Why choose us
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {WHY_US.map(({ label, icon: Icon }) => (
              <li
                key={label}
                className="flex flex-col items-center gap-2 rounded-lg bg-white p-4 text-center text-sm font-medium shadow-sm"
              >
                <Icon className="size-7 text-orange-700" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
