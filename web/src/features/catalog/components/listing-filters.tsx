import { useEffect, useRef } from 'react';
import type { ApiSubcategoryGroup, FacetCount } from '../../../../../common/contracts/catalog';
import type { CategoryTile } from '../../../lib/categories';
import { priceBound, type ListingView } from '../listing-params';
import type { NameTranslations } from '../../../../../common/translations';
import { msg, useLang, useT } from '../../../i18n/i18n';
import { nameOf } from '../names';

type FilterKey = 'category' | 'brand' | 'subcategory';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The view with one name added to or taken from a filter; back to page 1, subcategories kept to the chosen categories. */
export function toggleFilter(
  view: ListingView,
  key: FilterKey,
  name: string,
  groups: ApiSubcategoryGroup[] = [],
): ListingView {
  const has = view[key].some((n) => sameName(n, name));
  const next = {
    ...view,
    page: 1,
    [key]: has ? view[key].filter((n) => !sameName(n, name)) : [...view[key], name],
  };
  if (key === 'category') {
    // A subcategory stays only while one of the chosen categories has it.
    const allowed = groups
      .filter((g) => next.category.some((c) => sameName(c, g.category)))
      .flatMap((g) => g.subcategories.map((s) => s.name));
    next.subcategory = next.category.length
      ? next.subcategory.filter((s) => allowed.some((a) => sameName(a, s)))
      : [];
  }
  return next;
}

export const activeFilterCount = (view: ListingView) =>
  view.category.length +
  view.brand.length +
  view.subcategory.length +
  (view.minPrice !== null || view.maxPrice !== null ? 1 : 0) +
  (view.inStock ? 1 : 0);

/** The view with another price range (ends swapped when they cross), back to page 1. */
export function withPriceRange(view: ListingView, min: number | null, max: number | null): ListingView {
  const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
  return { ...view, minPrice: low, maxPrice: high, page: 1 };
}

/** A brand offered by the filter: those the other filters leave (with their counts), and any chosen one. */
export function brandOptions(facets: FacetCount[], chosen: string[]): FacetCount[] {
  const missing = chosen
    .filter((name) => !facets.some((f) => sameName(f.name, name)))
    .map((name) => ({ name, count: 0 }));
  return [...facets, ...missing];
}

function FilterGroup({
  title,
  name,
  options,
  chosen,
  onToggle,
  idPrefix,
}: {
  title: string;
  name: FilterKey;
  /** Each with how many products it has among what is shown, where that is known, and its Hindi name. */
  options: { name: string; count?: number; translations?: NameTranslations }[];
  chosen: string[];
  onToggle: (key: FilterKey, option: string) => void;
  idPrefix: string;
}) {
  const lang = useLang();
  if (!options.length) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="filter-legend">{title}</legend>
      {options.map(({ name: option, count, translations }) => {
        const id = `${idPrefix}-${name}-${option.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
        const checked = chosen.some((c) => sameName(c, option));
        return (
          <div key={option} className="filter-option">
            {/* A native checkbox: it also works without JavaScript, in the GET form (its Apply button). */}
            <input
              type="checkbox"
              id={id}
              name={name}
              value={option}
              checked={checked}
              onChange={() => onToggle(name, option)}
              className="filter-check"
            />
            {/* The value stays the English name the API filters by; the label is in the page's language. */}
            <label htmlFor={id} className="filter-label">
              {nameOf({ name: option, translations }, lang)}
              {count !== undefined ? (
                <>
                  {' '}
                  <span className="text-neutral-600">({count})</span>
                </>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

const rupeesText = (n: number | null) => (n === null ? '' : String(n));

/**
 * The price range in whole rupees: typed, applied on Enter, on leaving a field or with Apply (not per
 * keystroke). In the GET form without JavaScript they are its minPrice and maxPrice.
 */
function PriceRange({
  view,
  onChange,
  idPrefix,
}: {
  view: ListingView;
  onChange: (next: ListingView) => void;
  idPrefix: string;
}) {
  const t = useT();
  const min = useRef<HTMLInputElement>(null);
  const max = useRef<HTMLInputElement>(null);
  // Each field follows its end of the view when that changes elsewhere (a chip removed, Clear all, Back).
  useEffect(() => void (min.current!.value = rupeesText(view.minPrice)), [view.minPrice]);
  useEffect(() => void (max.current!.value = rupeesText(view.maxPrice)), [view.maxPrice]);
  function apply() {
    const next = withPriceRange(view, priceBound(min.current!.value), priceBound(max.current!.value));
    min.current!.value = rupeesText(next.minPrice);
    max.current!.value = rupeesText(next.maxPrice);
    if (next.minPrice !== view.minPrice || next.maxPrice !== view.maxPrice) onChange(next);
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="filter-legend">{t('Price')}</legend>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        {(
          [
            [min, 'minPrice', msg('Min (₹)'), '0', view.minPrice],
            [max, 'maxPrice', msg('Max (₹)'), msg('Any'), view.maxPrice],
          ] as const
        ).map(([ref, name, label, placeholder, value]) => (
          <label key={name} className="grid gap-1 text-xs text-neutral-700">
            {t(label)}
            <input
              ref={ref}
              id={`${idPrefix}-${name}`}
              name={name}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder={placeholder === '0' ? placeholder : t(placeholder)}
              defaultValue={rupeesText(value)}
              onBlur={apply}
              // Enter applies the range in place, instead of submitting the GET form.
              onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), apply())}
              className="filter-input"
            />
          </label>
        ))}
        <button type="button" onClick={apply} className="btn btn-outline btn-sm">
          {t('Apply')}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * SPEC listing filters: category, brand and the chosen categories' subcategories as checkboxes, and beyond
 * SPEC a price range and In stock only. Brands are those with products among what the other filters leave,
 * with their counts. With JavaScript each change applies at once (`onChange`); without, the surrounding GET
 * form's Apply does.
 */
export function ListingFilters({
  view,
  categories,
  brands,
  subcategoryGroups,
  onChange,
  idPrefix,
  brandTiles,
}: {
  view: ListingView;
  categories: CategoryTile[];
  /** The brands among what the other filters leave, with their counts (the listing's facet). */
  brands: FacetCount[];
  subcategoryGroups: ApiSubcategoryGroup[];
  onChange: (next: ListingView) => void;
  idPrefix: string;
  /** The shop's brands with their Hindi names, for the brand options' labels on a Hindi page. */
  brandTiles?: { name: string; translations?: NameTranslations }[];
}) {
  const t = useT();
  // One option per name (two categories may share a subcategory), in English order as before.
  const subcategories = [
    ...new Map(
      subcategoryGroups
        .filter((g) => view.category.some((c) => sameName(c, g.category)))
        .flatMap((g) => g.subcategories)
        .map((s) => [s.name, s] as const),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const onToggle = (key: FilterKey, option: string) =>
    onChange(toggleFilter(view, key, option, subcategoryGroups));
  return (
    <div className="grid gap-6">
      <FilterGroup
        title={t('Category')}
        name="category"
        options={categories}
        chosen={view.category}
        onToggle={onToggle}
        idPrefix={idPrefix}
      />
      {view.category.length ? (
        <FilterGroup
          title={t('Subcategory')}
          name="subcategory"
          options={subcategories}
          chosen={view.subcategory}
          onToggle={onToggle}
          idPrefix={idPrefix}
        />
      ) : null}
      <FilterGroup
        title={t('Brand')}
        name="brand"
        options={brandOptions(brands, view.brand).map((b) => ({
          ...b,
          translations: brandTiles?.find((tile) => sameName(tile.name, b.name))?.translations,
        }))}
        chosen={view.brand}
        onToggle={onToggle}
        idPrefix={idPrefix}
      />
      <PriceRange view={view} onChange={onChange} idPrefix={idPrefix} />
      <div className="filter-option">
        <input
          type="checkbox"
          id={`${idPrefix}-in-stock`}
          name="inStock"
          value="true"
          checked={view.inStock}
          onChange={() => onChange({ ...view, inStock: !view.inStock, page: 1 })}
          className="filter-check"
        />
        <label htmlFor={`${idPrefix}-in-stock`} className="filter-label">
          {t('In stock only')}
        </label>
      </div>
    </div>
  );
}
