import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { PageTitle } from '../components/page-title';
import { paths } from '../lib/paths';
import { useT } from '../i18n/i18n';

/** SPEC §2: any other path states that the page doesn't exist. `bare` when no layout surrounds it. */
export default function NotFoundPage({ bare = true }: { bare?: boolean }) {
  const t = useT();
  const body = (
    <div className="grid max-w-md justify-items-center gap-4 text-center">
      <PageTitle title={t('Page not found')} />
      <SearchX className="size-14 text-orange-700" aria-hidden="true" />
      <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">{t('Error 404')}</p>
      <h1 className="text-2xl font-bold">{t("This page doesn't exist")}</h1>
      <p className="text-neutral-700">{t('The address may be mistyped, or the page may have moved.')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.shop.home.href()} className={buttonVariants({ size: 'lg' })}>
          {t('Go to shop home')}
        </Link>
        <Link to={paths.shop.listing.href()} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('Browse products')}
        </Link>
      </div>
    </div>
  );
  return bare ? (
    <main className="flex min-h-screen items-center justify-center bg-white px-4">{body}</main>
  ) : (
    <div className="flex flex-1 items-center justify-center px-4 py-16">{body}</div>
  );
}
