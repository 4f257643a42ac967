import { Suspense, type ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import { ArrowLeft, Zap } from 'lucide-react';
import { PageSkeleton } from '../../components/page-skeleton';
import { usePublicSettings } from '../../lib/public-settings';
import { shopName, welcomeHeadline } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { WhatsAppButton } from '../../components/whatsapp-button';
import { LangSwitch } from '../../components/lang-links';
import { msg, useLang, useT } from '../../i18n/i18n';
import { knownMessage } from '../../i18n/known-messages';

/** welcomeHeadline's two sentences (lib/brand.ts), translated where shown. */
const WELCOME = [
  msg('Welcome to {brand} Hardware & Electrics Point'),
  msg('Welcome to Hardware & Electrics Point'),
];

/**
 * SPEC §1: two columns; the left one black with the welcome headline, hidden on small screens. The router's
 * auth layout (auth-layout.tsx) puts its <Outlet /> here; login and register, hydrated without the router
 * (app/buyer-pages.ts), put the page itself.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const settings = usePublicSettings();
  return (
    <div className="flex min-h-screen w-full">
      <aside
        className="hidden w-1/2 items-center justify-center bg-black px-12 md:flex"
        aria-label={t('Welcome')}
      >
        <div className="max-w-md space-y-6 text-center text-white">
          <p
            className={cn(
              'text-4xl font-extrabold tracking-tight lg:text-5xl',
              // Devanagari's marks above and below need more room between lines than the headline's 1.
              lang === 'hi' && 'leading-snug',
            )}
          >
            {knownMessage(t, WELCOME, welcomeHeadline(settings.companyName))}
          </p>
          <p className="text-lg text-neutral-300">
            {t('Pipe fittings, wires, switches, sockets and paint — with GST invoices.')}
          </p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col bg-white px-4 py-6 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-3">
          <Link
            to={paths.shop.home.href()}
            className="inline-flex w-fit shrink-0 items-center gap-1 rounded-md text-sm font-medium text-neutral-700 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('Back to shop')}
          </Link>
          <div className="flex min-w-0 items-center gap-1">
            {/* On phones the welcome column is hidden; the shop's name stays in view. */}
            <span className="inline-flex min-w-0 items-center gap-1.5 text-sm font-extrabold md:hidden">
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-brand text-white">
                <Zap className="size-4" aria-hidden="true" />
              </span>
              <span className="line-clamp-3 leading-tight">{shopName(settings.companyName)}</span>
            </span>
            <LangSwitch className="nav-link shrink-0 px-2 font-semibold text-neutral-800" />
            <WhatsAppButton docked className="shrink-0" />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md">
            <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
          </div>
        </div>
      </main>
    </div>
  );
}
