import { Eraser, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import {
  useClearSlider,
  useSliderImages,
  usePurgeInvalidSlider,
  SliderList,
} from '../../features/admin-slider';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { AdminPage, Panel } from './admin-page';

/** SPEC §8 slider messages: the server's message, else these. */
export const SLIDER_MESSAGES = {
  cleared: 'All slider images cleared.',
  clearFailed: 'Failed to clear slider images.',
  purged: 'Removed invalid slider entries.',
  purgeFailed: 'Failed to purge invalid slider entries.',
} as const;

/** SPEC §2 admin features: clear every slider image, or purge the invalid entries, each after a confirmation. */
export default function AdminFeaturesPage() {
  const slider = useSliderImages();
  const clear = useClearSlider();
  const purge = usePurgeInvalidSlider();
  const { confirm, dialog } = useConfirm();
  const count = slider.data?.length ?? 0;

  async function onClear() {
    const ok = await confirm({
      title: 'Clear all slider images?',
      description: `All ${count} slide${count === 1 ? '' : 's'} leave the home page banner, which then shows its welcome image. The image files stay in the gallery.`,
      destructive: true,
      confirmLabel: 'Clear all',
    });
    if (!ok) return;
    try {
      const res = await clear.mutateAsync();
      toast({ title: res.message || SLIDER_MESSAGES.cleared });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, SLIDER_MESSAGES.clearFailed) });
    }
  }

  async function onPurge() {
    const ok = await confirm({
      title: 'Purge invalid slider entries?',
      description:
        'Entries that are not absolute http(s) addresses, or whose uploaded file is gone, are removed.',
      confirmLabel: 'Purge',
    });
    if (!ok) return;
    try {
      const res = await purge.mutateAsync();
      toast({ title: res.message || SLIDER_MESSAGES.purged });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, SLIDER_MESSAGES.purgeFailed) });
    }
  }

  return (
    <AdminPage
      title="Features"
      description={
        <>
          The slider images of the shop’s home page banner. Add new ones on the{' '}
          <Link
            to={paths.admin.dashboard.href()}
            className="font-medium text-orange-800 underline-offset-4 hover:underline"
          >
            dashboard
          </Link>
          .
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Panel
          title="Purge invalid entries"
          titleId="features-purge"
          description="Remove slides whose image is missing or not a web address."
        >
          <Button
            busy={purge.isPending}
            icon={<Eraser aria-hidden="true" />}
            variant="outline"
            className="justify-self-start"
            onClick={() => void onPurge()}
            disabled={purge.isPending}
          >
            Purge invalid entries
          </Button>
        </Panel>
        <Panel
          title="Clear all slider images"
          titleId="features-clear"
          description="Empty the banner. The images stay in the gallery."
        >
          <Button
            busy={clear.isPending}
            icon={<Trash2 aria-hidden="true" />}
            variant="destructive"
            className="justify-self-start"
            onClick={() => void onClear()}
            disabled={clear.isPending || count === 0}
          >
            Clear all slider images
          </Button>
        </Panel>
      </div>
      <Panel title={`Current slides${slider.data ? ` (${count})` : ''}`} titleId="features-list">
        <SliderList />
      </Panel>
      {dialog}
    </AdminPage>
  );
}
