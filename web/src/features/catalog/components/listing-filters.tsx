import type { ApiSubcategoryGroup } from '../../../../../common/contracts/catalog';
import type { CategoryTile } from '../../../lib/categories';
import type { ListingView } from '../listing-params';

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
  view.category.length + view.brand.length + view.subcategory.length;

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
  options: string[];
  chosen: string[];
  onToggle: (key: FilterKey, option: string) => void;
  idPrefix: string;
}) {
  if (!options.length) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-neutral-700">{title}</legend>
      {options.map((option) => {
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
            <label htmlFor={id} className="filter-label">
              {option}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * SPEC listing filters: category, brand and the chosen categories' subcategories as checkboxes. With
 * JavaScript each change applies at once (`onChange`); without, the surrounding GET form's Apply does.
 */
export function ListingFilters({
  view,
  categories,
  brands,
  subcategoryGroups,
  onChange,
  idPrefix,
}: {
  view: ListingView;
  categories: CategoryTile[];
  brands: CategoryTile[];
  subcategoryGroups: ApiSubcategoryGroup[];
  onChange: (next: ListingView) => void;
  idPrefix: string;
}) {
  const subcategories = [
    ...new Set(
      subcategoryGroups
        .filter((g) => view.category.some((c) => sameName(c, g.category)))
        .flatMap((g) => g.subcategories.map((s) => s.name)),
    ),
  ].sort((a, b) => a.localeCompare(b));
  const onToggle = (key: FilterKey, option: string) =>
    onChange(toggleFilter(view, key, option, subcategoryGroups));
  return (
    <div className="grid gap-6">
      <FilterGroup
        title="Category"
        name="category"
        options={categories.map((c) => c.name)}
        chosen={view.category}
        onToggle={onToggle}
        idPrefix={idPrefix}
      />
      {view.category.length ? (
        <FilterGroup
          title="Subcategory"
          name="subcategory"
          options={subcategories}
          chosen={view.subcategory}
          onToggle={onToggle}
          idPrefix={idPrefix}
        />
      ) : null}
      <FilterGroup
        title="Brand"
        name="brand"
        options={brands.map((b) => b.name)}
        chosen={view.brand}
        onToggle={onToggle}
        idPrefix={idPrefix}
      />
    </div>
  );
}
