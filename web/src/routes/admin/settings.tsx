import { useEffect } from 'react';
import { ErrorState } from '../../components/states';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAdminSettings, SETTINGS_MESSAGES, SettingsForm } from '../../features/admin-settings';
import { AdminPage } from './admin-page';

/** SPEC §2 admin settings: the site settings form. */
export default function AdminSettingsPage() {
  const settings = useAdminSettings();

  useEffect(() => {
    if (settings.isError) toast({ variant: 'destructive', title: SETTINGS_MESSAGES.loadFailed });
  }, [settings.isError, settings.errorUpdatedAt]);

  return (
    <AdminPage
      title="Settings"
      description="Your company details, tax rates, invoice note, estimator options, delivery charges, cash on delivery, returns and cancellations, and the order e-mails. Saved changes show in the shop at once."
    >
      {settings.data ? (
        <SettingsForm settings={settings.data} loading={settings.isFetching} />
      ) : settings.isError ? (
        <ErrorState title={SETTINGS_MESSAGES.loadFailed} onRetry={() => void settings.refetch()} />
      ) : (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading settings…</span>
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </AdminPage>
  );
}
