import { useId, useState } from 'react';
import { Plus, Trash2, Upload } from 'lucide-react';
import { formatINR } from '../../../../../common/money';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { MAX_PRESETS, parseBulkPresets, presetFromInputs, type Preset } from './product-form-rules';

const EMPTY_INPUTS = { name: '', size: '', capacity: '', qty: '1', price: '', hsn: '' };

/**
 * A product's estimator presets (SPEC §3, §5): the list with delete (after a confirmation), one preset
 * added by hand (name and price required, qty at least 1), and the bulk import of pasted rows.
 */
export function PresetsEditor({
  presets,
  onChange,
  disabled = false,
}: {
  presets: Preset[];
  onChange: (next: Preset[]) => void;
  disabled?: boolean;
}) {
  const uid = useId();
  const { confirm, dialog } = useConfirm();
  const [inputs, setInputs] = useState(EMPTY_INPUTS);
  const [addError, setAddError] = useState<string | null>(null);
  const [bulk, setBulk] = useState('');
  const [bulkResult, setBulkResult] = useState<string | null>(null);
  const room = MAX_PRESETS - presets.length;

  const set = (key: keyof typeof EMPTY_INPUTS) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setInputs((prev) => ({ ...prev, [key]: e.target.value }));

  function add() {
    const preset = presetFromInputs(inputs);
    if (!preset) {
      setAddError('Give the preset a name and a price in rupees (at most 2 decimals).');
      return;
    }
    if (room <= 0) {
      setAddError(`A product keeps at most ${MAX_PRESETS} presets.`);
      return;
    }
    onChange([...presets, preset]);
    setInputs(EMPTY_INPUTS);
    setAddError(null);
  }

  function importRows() {
    const result = parseBulkPresets(bulk, room);
    onChange([...presets, ...result.presets]);
    setBulkResult(
      `Imported ${result.taken} preset${result.taken === 1 ? '' : 's'}; skipped ${result.skipped} row${result.skipped === 1 ? '' : 's'}.`,
    );
    if (result.taken > 0) setBulk('');
  }

  async function remove(index: number) {
    const preset = presets[index];
    const ok = await confirm({
      title: `Delete preset "${preset.name}"?`,
      description: 'The preset is removed from this product when you save it.',
      destructive: true,
    });
    if (ok) onChange(presets.filter((_, i) => i !== index));
  }

  return (
    <div className="grid gap-4">
      {presets.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 px-3 py-4 text-center text-sm text-neutral-600">
          No presets yet. Add one below or import several at once.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Estimator presets">
          {presets.map((p, i) => (
            <li
              key={`${p.name}-${i}`}
              className="flex items-start gap-3 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{p.name}</p>
                <p className="text-xs text-neutral-600">
                  {[
                    p.size && `Size ${p.size}`,
                    p.capacity && `Capacity ${p.capacity}`,
                    `Qty ${p.qty}`,
                    p.hsn && `HSN ${p.hsn}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums">{formatINR(p.price)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 text-red-700 hover:bg-red-50"
                aria-label={`Delete preset ${p.name}`}
                disabled={disabled}
                onClick={() => void remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset
        className="grid gap-3 rounded-md border border-neutral-200 p-3"
        disabled={disabled}
        onKeyDown={(e) => {
          // Enter in these inputs adds the preset; it must not submit the product form around them.
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            if (inputs.name.trim() && inputs.price.trim()) add();
          }
        }}
      >
        <legend className="px-1 text-sm font-semibold">Add a preset</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id={`${uid}-name`} label="Preset name" value={inputs.name} onChange={set('name')} />
          <TextField
            id={`${uid}-price`}
            label="Sale price (₹, incl. GST)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={inputs.price}
            onChange={set('price')}
          />
          <TextField id={`${uid}-size`} label="Size" value={inputs.size} onChange={set('size')} />
          <TextField
            id={`${uid}-capacity`}
            label="Capacity"
            value={inputs.capacity}
            onChange={set('capacity')}
          />
          <TextField
            id={`${uid}-qty`}
            label="Qty"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={inputs.qty}
            onChange={set('qty')}
          />
          <TextField id={`${uid}-hsn`} label="HSN" value={inputs.hsn} onChange={set('hsn')} />
        </div>
        {addError ? (
          <p role="alert" className="text-sm text-red-700">
            {addError}
          </p>
        ) : null}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={!inputs.name.trim() || !inputs.price.trim()}
          onClick={add}
        >
          <Plus aria-hidden="true" /> Add preset
        </Button>
      </fieldset>

      <fieldset className="grid gap-2 rounded-md border border-neutral-200 p-3" disabled={disabled}>
        <legend className="px-1 text-sm font-semibold">Bulk import</legend>
        <Label htmlFor={`${uid}-bulk`}>Rows to import</Label>
        <p id={`${uid}-bulk-hint`} className="text-xs text-neutral-600">
          One preset per line, comma or tab separated: name, size, capacity, qty, sale price, HSN (optional).
          Rows without a name or a valid price are skipped.
        </p>
        <Textarea
          id={`${uid}-bulk`}
          aria-describedby={`${uid}-bulk-hint`}
          rows={4}
          className="font-mono text-xs md:text-xs"
          placeholder={'1.5 sq mm coil, 1.5, 90 m, 1, 1180, 8544'}
          value={bulk}
          onChange={(e) => setBulk(e.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={!bulk.trim()} onClick={importRows}>
            <Upload aria-hidden="true" /> Import presets
          </Button>
          <p role="status" className="text-sm text-neutral-700">
            {bulkResult}
          </p>
        </div>
      </fieldset>
      {dialog}
    </div>
  );
}
