import { Eraser, Plus } from 'lucide-react';
import type { EstimatorPreset, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { useConfirm } from '../../../components/confirm-dialog';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePreset } from '../api/delete-preset';
import { MAX_LINES } from '../estimator-rules';
import type { EstimateActions } from './use-estimate';

export interface PresetChoice {
  product: EstimatorProduct;
  preset: EstimatorPreset;
}

/** SPEC §8 preset delete alert: the server's reason when it gave one, else a plea to try again. */
export function presetDeleteFailure(error: unknown): string {
  const reason = errorMessage(error, '').trim();
  return reason ? `Failed to delete preset: ${reason}` : 'Failed to delete preset. Please try again.';
}

/**
 * The estimator's admin controls (SPEC §2, §6), loaded only for an admin so that visitors never download
 * them: Add Line, Clear (asked first, SPEC §8) and the question before 'Delete preset (Admin only)', which
 * saves the product with its other presets.
 */
export default function AdminTools({
  lineCount,
  restored,
  actions,
  deleting,
  onDeleteClosed,
}: {
  lineCount: number;
  restored: boolean;
  actions: EstimateActions;
  /** The preset whose Delete was pressed; the question shows while it is set. */
  deleting: PresetChoice | null;
  onDeleteClosed: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const mutation = useDeletePreset();

  async function clearAll() {
    const ok = await confirm({
      title: 'Clear the calculator?',
      description: 'Every line is removed and the calculator starts again with one empty line.',
      confirmLabel: 'Clear',
      destructive: true,
    });
    if (ok) actions.clear();
  }

  async function deletePreset({ product, preset }: PresetChoice) {
    onDeleteClosed();
    try {
      const res = await mutation.mutateAsync({ productId: product._id, preset });
      toast({ title: res.removed ? `Preset "${preset.name}" deleted` : res.message });
    } catch (error) {
      toast({ title: presetDeleteFailure(error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={actions.addBlankLine} disabled={!restored || lineCount >= MAX_LINES}>
        <Plus aria-hidden="true" /> Add Line
      </Button>
      <Button variant="outline" onClick={() => void clearAll()} disabled={!restored}>
        <Eraser aria-hidden="true" /> Clear
      </Button>
      {dialog}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : onDeleteClosed())}>
        {deleting ? (
          <AlertDialogContent>
            <AlertDialogTitle>Delete preset &quot;{deleting.preset.name}&quot;?</AlertDialogTitle>
            <AlertDialogDescription>
              It is removed from {deleting.product.title} for everyone. This cannot be undone.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel onClick={onDeleteClosed}>Cancel</AlertDialogCancel>
              <AlertDialogAction destructive onClick={() => void deletePreset(deleting)}>
                Delete preset
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </div>
  );
}
