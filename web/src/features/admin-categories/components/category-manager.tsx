import { useState, type FormEvent } from 'react';
import { ImageOff, Plus, Trash2, X } from 'lucide-react';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useDisabledReason } from '../../../components/ui/disabled-reason';
import { RequiredLegend, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ImageUpload } from '../../../components/image-upload';
import { useAddCategory } from '../api/add-category';
import { useAddSubcategory } from '../api/add-subcategory';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteSubcategory } from '../api/delete-subcategory';
import { useSetCategoryFragile } from '../api/set-category-fragile';
import { useSetHindiName } from '../api/set-hindi-name';
import { useAdminCategories, type CategoryKind } from '../../../lib/admin-categories';

/** Sends one change and toasts the server's answer, or `failed` with the server's reason; true when it went through. */
async function sendAndTell(request: Promise<{ message: string }>, failed: string): Promise<boolean> {
  try {
    toast({ title: (await request).message });
    return true;
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error, '') || undefined });
    return false;
  }
}

/** SPEC §8 category alerts, word for word. */
export const CATEGORY_MESSAGES = {
  deleteFailed: 'Failed to delete item',
  addSubFailed: 'Failed to add subcategory',
  deleteSubFailed: 'Failed to delete subcategory',
  updateFailed: 'Failed to update category',
} as const;

/** The Hindi name's longest length, as the English name's (the API's limit). */
const MAX_HINDI_NAME = 100;

const label = (kind: CategoryKind) => (kind === 'brand' ? 'brand' : 'category');

/** The add form of one kind: a name (required), an image upload and, for a category, its Fragile flag. */
function AddForm({ kind }: { kind: CategoryKind }) {
  const [name, setName] = useState('');
  const [hindiName, setHindiName] = useState('');
  const [image, setImage] = useState('');
  const [fragile, setFragile] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const add = useAddCategory();
  const noun = label(kind);
  const why = useDisabledReason(
    name.trim() ? null : `Add the ${kind === 'brand' ? 'brand' : 'category'} name`,
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim() || uploading) return;
    try {
      const res = await add.mutateAsync({
        name: name.trim(),
        image,
        kind,
        ...(kind === 'category' ? { fragile } : {}),
        ...(hindiName.trim() ? { translations: { hi: { name: hindiName.trim() } } } : {}),
      });
      toast({ title: res.message });
      setName('');
      setHindiName('');
      setImage('');
      setFragile(false);
      setFormKey((k) => k + 1);
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, `Failed to add ${noun}`) });
    }
  }

  return (
    <form key={formKey} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Add ${noun}`}>
      <RequiredLegend />
      <TextField
        id={`${kind}-name`}
        label={kind === 'brand' ? 'Brand name' : 'Category name'}
        required
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        placeholder={kind === 'brand' ? 'e.g. Voltline' : 'e.g. Wires & Cables'}
      />
      <TextField
        id={`${kind}-name-hi`}
        label="Hindi name"
        hint="For the shop in Hindi; left empty, it shows the English name."
        lang="hi"
        value={hindiName}
        maxLength={MAX_HINDI_NAME}
        onChange={(e) => setHindiName(e.target.value)}
        placeholder={kind === 'brand' ? 'जैसे वोल्टलाइन' : 'जैसे वायर और केबल'}
      />
      <ImageUpload
        id={`${kind}-image`}
        label={kind === 'brand' ? 'Brand logo' : 'Category image'}
        value={image}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      {kind === 'category' ? (
        <div className="grid gap-1">
          <div className="flex min-h-10 items-center gap-3">
            <Checkbox
              id="category-fragile"
              checked={fragile}
              onCheckedChange={(c) => setFragile(c === true)}
              aria-describedby="category-fragile-hint"
            />
            <Label htmlFor="category-fragile" className="cursor-pointer py-2">
              Fragile (glass, sanitaryware: fragile packaging fee)
            </Label>
          </div>
          <p id="category-fragile-hint" className="text-xs text-neutral-600">
            Every product in it is packed as fragile.
          </p>
        </div>
      ) : null}
      <Button
        busy={add.isPending}
        icon={<Plus aria-hidden="true" />}
        type="submit"
        className="justify-self-start"
        disabled={!name.trim() || uploading || add.isPending}
        aria-describedby={why.describedBy}
      >
        Add {noun}
      </Button>
      {why.note}
    </form>
  );
}

/** A category's subcategories: each removable after a confirmation, and one more added by name. */
function Subcategories({
  category,
  confirm,
}: {
  category: AdminCategory;
  confirm: ReturnType<typeof useConfirm>['confirm'];
}) {
  const [name, setName] = useState('');
  const add = useAddSubcategory();
  const remove = useDeleteSubcategory();
  const inputId = `sub-${category._id}`;

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    const added = await sendAndTell(
      add.mutateAsync({ categoryId: category._id, name: name.trim() }),
      CATEGORY_MESSAGES.addSubFailed,
    );
    if (added) setName('');
  }

  async function onRemove(sub: { _id: string; name: string }) {
    const ok = await confirm({
      title: `Delete subcategory “${sub.name}” from “${category.name}”?`,
      destructive: true,
    });
    if (!ok) return;
    await sendAndTell(
      remove.mutateAsync({ categoryId: category._id, subId: sub._id }),
      CATEGORY_MESSAGES.deleteSubFailed,
    );
  }

  return (
    <div className="grid gap-2">
      {category.subcategories.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Subcategories of ${category.name}`}>
          {category.subcategories.map((s) => (
            <li
              key={s._id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-neutral-300 bg-neutral-50 py-0.5 pl-3 pr-1 text-xs"
            >
              <span className="truncate">{s.name}</span>
              <button
                type="button"
                onClick={() => void onRemove(s)}
                disabled={remove.isPending}
                aria-label={`Delete subcategory ${s.name}`}
                className="rounded-full p-1 text-neutral-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-50"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-neutral-600">No subcategories yet: products need one.</p>
      )}
      <form onSubmit={onAdd} noValidate className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New subcategory of {category.name}
        </label>
        <Input
          id={inputId}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder="New subcategory"
          className="h-9"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!name.trim() || add.isPending}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </form>
    </div>
  );
}

/**
 * A Hindi name edited in place: the input (lang="hi") holds the stored name, Save sends it ('' clears it).
 * `label` names what it is the name of, for screen readers and the toast.
 */
function HindiNameEditor({
  id,
  kind,
  subId,
  stored,
  label,
  visibleLabel,
}: {
  id: string;
  kind: CategoryKind;
  subId?: string;
  stored: string;
  label: string;
  visibleLabel: string;
}) {
  const [value, setValue] = useState(stored);
  const set = useSetHindiName();
  const inputId = `hi-${id}${subId ? `-${subId}` : ''}`;
  const changed = value.trim() !== stored;

  async function onSave(e: FormEvent) {
    e.preventDefault();
    if (!changed) return;
    await sendAndTell(
      set.mutateAsync({ id, kind, subId, name: value.trim() }),
      CATEGORY_MESSAGES.updateFailed,
    );
  }

  return (
    <form onSubmit={onSave} noValidate className="grid gap-1" aria-label={`Hindi name of ${label}`}>
      <label htmlFor={inputId} className="text-xs font-medium text-neutral-700">
        {visibleLabel} <span className="sr-only">of {label}</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          lang="hi"
          value={value}
          maxLength={MAX_HINDI_NAME}
          onChange={(e) => setValue(e.target.value)}
          placeholder="हिंदी नाम"
          className="h-9 min-w-0"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!changed || set.isPending}>
          Save <span className="sr-only">Hindi name of {label}</span>
        </Button>
      </div>
    </form>
  );
}

/** The Hindi names of a category's subcategories, folded away until opened. */
function SubcategoryHindiNames({ category }: { category: AdminCategory }) {
  const [open, setOpen] = useState(false);
  const subs = category.subcategories;
  if (subs.length === 0) return null;
  const named = subs.filter((s) => s.translations?.hi?.name).length;
  return (
    <details
      className="rounded-md border border-neutral-200 px-3 py-2 text-sm"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 font-medium">
        Hindi names of subcategories ({named} of {subs.length})
      </summary>
      {/* Drawn when opened: a long list of inputs stays out of the page until asked for. */}
      {open ? (
        <div className="mt-2 grid gap-3">
          {subs.map((s) => (
            <HindiNameEditor
              key={`${s._id}-${s.translations?.hi?.name ?? ''}`}
              id={category._id}
              kind="category"
              subId={s._id}
              stored={s.translations?.hi?.name ?? ''}
              label={`subcategory ${s.name}`}
              visibleLabel={s.name}
            />
          ))}
        </div>
      ) : null}
    </details>
  );
}

/** A category's Fragile flag, changed at once (PATCH): every product in it is packed as fragile. */
function FragileToggle({ category }: { category: AdminCategory }) {
  const set = useSetCategoryFragile();
  const id = `fragile-${category._id}`;
  const checked = set.isPending ? set.variables.fragile : category.fragile;

  async function onChange(fragile: boolean) {
    await sendAndTell(set.mutateAsync({ id: category._id, fragile }), CATEGORY_MESSAGES.updateFailed);
  }

  return (
    <div className="flex min-h-10 items-center gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={set.isPending}
        onCheckedChange={(c) => void onChange(c === true)}
      />
      <Label htmlFor={id} className="cursor-pointer py-2 font-normal">
        Fragile <span className="sr-only">({category.name})</span>
      </Label>
    </div>
  );
}

/** SPEC §2 categories/brands of one kind: the add form and the list, with deletes after a confirmation. */
export function CategoryManager({ kind }: { kind: CategoryKind }) {
  const list = useAdminCategories(kind);
  const remove = useDeleteCategory();
  const { confirm, dialog } = useConfirm();
  const noun = label(kind);

  async function onDelete(item: AdminCategory) {
    const ok = await confirm({
      title: `Delete ${noun} “${item.name}”?`,
      description:
        kind === 'category' && item.subcategories.length
          ? `Its ${item.subcategories.length} subcategories go with it. A ${noun} that products still use cannot be deleted.`
          : `A ${noun} that products still use cannot be deleted.`,
      destructive: true,
    });
    if (!ok) return;
    await sendAndTell(remove.mutateAsync({ id: item._id, kind }), CATEGORY_MESSAGES.deleteFailed);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <section
        aria-labelledby={`${kind}-add-title`}
        className="grid content-start gap-4 self-start rounded-lg border border-neutral-200 bg-white p-4 shadow-sm lg:sticky lg:top-20"
      >
        <h2 id={`${kind}-add-title`} className="text-lg font-semibold">
          Add {noun}
        </h2>
        <AddForm kind={kind} />
      </section>
      <section aria-labelledby={`${kind}-list-title`} className="grid content-start gap-3">
        <h2 id={`${kind}-list-title`} className="text-lg font-semibold">
          {kind === 'brand' ? 'Brands' : 'Categories'}
          {list.data ? ` (${list.data.length})` : ''}
        </h2>
        {list.isError && !list.data ? (
          <ErrorState
            title={`Failed to load ${kind === 'brand' ? 'brands' : 'categories'}`}
            message={errorMessage(list.error, 'Please try again.')}
            onRetry={() => void list.refetch()}
          />
        ) : !list.data ? (
          <div role="status" className="grid gap-3 sm:grid-cols-2">
            <span className="sr-only">Loading…</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState title={`No ${kind === 'brand' ? 'brands' : 'categories'} yet`}>
            Add the first one with the form{kind === 'category' ? ', then give it subcategories' : ''}.
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
            {list.data.map((item) => (
              <li
                key={item._id}
                className="grid min-w-0 content-start gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  {item.image ? (
                    <img
                      src={item.image}
                      alt=""
                      className="size-14 shrink-0 rounded-md border border-neutral-100 bg-white object-contain"
                    />
                  ) : (
                    <div
                      className="flex size-14 shrink-0 items-center justify-center rounded-md bg-neutral-100"
                      aria-hidden="true"
                    >
                      <ImageOff className="size-5 text-neutral-400" />
                    </div>
                  )}
                  <div className="grid min-w-0 flex-1 justify-items-start gap-1">
                    <h3 className="break-words font-semibold">{item.name}</h3>
                    {item.fragile ? <Badge variant="warning">Fragile</Badge> : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="shrink-0 text-red-700 hover:bg-red-50"
                    onClick={() => void onDelete(item)}
                    disabled={remove.isPending && remove.variables?.id === item._id}
                    aria-label={`Delete ${noun} ${item.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <HindiNameEditor
                  key={item.translations?.hi?.name ?? ''}
                  id={item._id}
                  kind={kind}
                  stored={item.translations?.hi?.name ?? ''}
                  label={`${noun} ${item.name}`}
                  visibleLabel="Hindi name"
                />
                {kind === 'category' ? (
                  <>
                    <FragileToggle category={item} />
                    <Subcategories category={item} confirm={confirm} />
                    <SubcategoryHindiNames category={item} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  );
}
