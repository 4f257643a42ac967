import { memo } from 'react';
import type { ApiCategory } from '../../../../../common/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  activeFilterCount,
  hasName,
  toggleName,
  type EstimatorFilters,
  type FilterKey,
} from '../estimator-params';
import type { NameTranslations } from '../../../../../common/translations';
import { useLang, useT } from '../../../i18n/i18n';

interface Option {
  name: string;
  /** A category's or brand's Hindi name, shown on a Hindi page (the filter keeps the English name). */
  translations?: NameTranslations;
}

function CheckList({
  legend,
  group,
  options,
  selected,
  onToggle,
  loading,
  empty,
}: {
  legend: string;
  group: FilterKey;
  options: Option[];
  selected: string[];
  onToggle: (name: string) => void;
  loading?: boolean;
  empty?: string;
}) {
  const lang = useLang();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-neutral-900">{legend}</legend>
      {loading ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : options.length === 0 ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        options.map((o, i) => {
          const id = `estimator-${group}-${i}`;
          return (
            <div key={o.name} className="flex min-h-8 items-center gap-3">
              {/* A native checkbox: two dozen of them hydrate at no cost, where Radix's each measured itself. */}
              <input
                type="checkbox"
                id={id}
                className="size-5 shrink-0 accent-brand"
                checked={hasName(selected, o.name)}
                onChange={() => onToggle(o.name)}
              />
              <Label htmlFor={id} className="cursor-pointer py-1 font-normal leading-snug">
                {(lang === 'hi' && o.translations?.hi?.name) || o.name}
              </Label>
            </div>
          );
        })
      )}
    </fieldset>
  );
}

/**
 * SPEC §2 Estimator filter sidebar: category, subcategory (of the chosen categories, plus any chosen by a
 * link) and brand. Unticking a category drops its subcategories from the filter, as the product form does.
 */
export const FilterPanel = memo(function FilterPanel({
  filters,
  onChange,
  categories,
  brands,
  loading,
}: {
  filters: EstimatorFilters;
  onChange: (next: EstimatorFilters) => void;
  categories: ApiCategory[];
  brands: ApiCategory[];
  loading: boolean;
}) {
  const chosen = categories.filter((c) => hasName(filters.category, c.name));
  const subcategoryNames = chosen.flatMap((c) => c.subcategories.map((s) => s.name));
  // A subcategory chosen through a link but outside the chosen categories stays visible, so it can be unticked.
  const extra = filters.subcategory.filter((s) => !hasName(subcategoryNames, s));
  const subcategoryHindi = new Map(
    chosen.flatMap((c) => c.subcategories.map((s) => [s.name, s.translations] as const)),
  );
  const subcategories = [...new Set([...subcategoryNames, ...extra])].map((name) => ({
    name,
    translations: subcategoryHindi.get(name),
  }));

  function toggleCategory(name: string) {
    const category = toggleName(filters.category, name);
    const removed = categories.find((c) => c.name === name && !hasName(category, name));
    const drop = removed ? removed.subcategories.map((s) => s.name) : [];
    onChange({ ...filters, category, subcategory: filters.subcategory.filter((s) => !hasName(drop, s)) });
  }

  const t = useT();
  const count = activeFilterCount(filters);
  return (
    <div className="grid gap-6 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{t('Filters')}</h2>
        {count > 0 ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => onChange({ category: [], brand: [], subcategory: [] })}
          >
            {t('Clear all ({count})', { count })}
          </Button>
        ) : null}
      </div>
      <CheckList
        legend={t('Category')}
        group="category"
        options={categories}
        selected={filters.category}
        onToggle={toggleCategory}
        loading={loading && categories.length === 0}
        empty={t('No categories yet.')}
      />
      <CheckList
        legend={t('Subcategory')}
        group="subcategory"
        options={subcategories}
        selected={filters.subcategory}
        onToggle={(name) => onChange({ ...filters, subcategory: toggleName(filters.subcategory, name) })}
        empty={t('Choose a category to see its subcategories.')}
      />
      <CheckList
        legend={t('Brand')}
        group="brand"
        options={brands}
        selected={filters.brand}
        onToggle={(name) => onChange({ ...filters, brand: toggleName(filters.brand, name) })}
        loading={loading && brands.length === 0}
        empty={t('No brands yet.')}
      />
    </div>
  );
});
