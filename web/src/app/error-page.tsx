import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { WhatsAppButton } from '../components/whatsapp-button';
import { useLang, useT } from '../i18n/i18n';
import { hrefIn, paths } from '../lib/paths';

/**
 * SPEC §2: uncaught rendering errors show a generic screen; internals are never shown to the shopper.
 * The chat link stays, since a shopper who hit a broken page is the one most likely to want help.
 */
export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const lang = useLang();
  useEffect(() => {
    // Kept for whoever debugs with the browser console; the screen itself stays generic.
    console.warn('Unexpected application error', error);
  }, [error]);
  return (
    <>
      <main className="flex min-h-screen items-center justify-center bg-white px-4">
        <title>{t('Unexpected Application Error!')}</title>
        <div className="grid max-w-md gap-4 text-center">
          <TriangleAlert className="mx-auto size-12 text-orange-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t('Unexpected Application Error!')}</h1>
          <p className="text-neutral-700">
            {t('Something went wrong while showing this page. Please reload, or go back to the shop.')}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
              {t('Reload page')}
            </button>
            <a className={buttonVariants({ variant: 'outline' })} href={hrefIn(paths.root.href(), lang)}>
              {t('Go to home')}
            </a>
          </div>
        </div>
      </main>
      {/* This screen replaces the root layout, so it carries SPEC's chat link itself. */}
      <WhatsAppButton />
    </>
  );
}
