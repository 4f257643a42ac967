import { memo } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { EstimatorPreset, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import { normalizePrice, normalizeQty, type PresetEntry } from '../estimator-rules';
import { useFirstRows } from './use-first-rows';
import { productTitle } from '../../../lib/product-title';
import { latinOn, presetName } from '../product-name';
import { useLang, useT } from '../../../i18n/i18n';

/**
 * SPEC §2 Quick Presets: choosing one adds its line. With `onDelete` (an admin's screen) each preset also
 * has 'Delete preset (Admin only)'; the question and the save live in the admin tools.
 */
export const PresetList = memo(function PresetList({
  entries,
  onAdd,
  onDelete,
}: {
  entries: PresetEntry[];
  onAdd: (product: EstimatorProduct, preset: EstimatorPreset) => void;
  onDelete?: (product: EstimatorProduct, preset: EstimatorPreset) => void;
}) {
  const t = useT();
  const lang = useLang();
  const shown = useFirstRows(entries);
  return (
    <ul className="max-h-[24rem] divide-y divide-neutral-100 overflow-y-auto overscroll-contain">
      {shown.map(({ key, product, preset }) => {
        const qty = normalizeQty(preset.qty);
        const name = presetName(preset.name, product, lang);
        const details = [preset.size, preset.capacity, qty > 1 ? t('{qty} pcs', { qty }) : '']
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={key} className="picker-row flex items-center gap-2 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p
                className="line-clamp-2 text-sm font-medium leading-snug text-neutral-900"
                title={name}
                lang={latinOn(lang, name)}
              >
                {name}
              </p>
              <p className="truncate text-xs text-neutral-600">{details || productTitle(product, lang)}</p>
              <p className="mt-0.5 text-sm">
                <span className="font-semibold tabular-nums">
                  {formatINR(normalizePrice(preset.price, product))}
                </span>{' '}
                <span className="text-xs text-neutral-600">{t('incl. GST')}</span>
              </p>
            </div>
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
                title="Delete preset (Admin only)"
                aria-label={`Delete preset (Admin only): ${preset.name}`}
                onClick={() => onDelete(product, preset)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={() => onAdd(product, preset)}
              aria-label={t('Add preset {name} to the estimate', { name })}
            >
              <Plus aria-hidden="true" /> {t('Add')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
});
