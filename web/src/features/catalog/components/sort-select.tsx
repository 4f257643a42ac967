import { SORT_OPTIONS, type SortBy } from '../../../../../common/catalog-rules';
import { NativeSelect } from '../../../components/ui/native-select';
import { msg, useT } from '../../../i18n/i18n';

/** SPEC §2 sort options and their labels. */
export const SORT_LABELS: Record<SortBy, string> = {
  'price-lowtohigh': msg('Price: Low to High'),
  'price-hightolow': msg('Price: High to Low'),
  'title-atoz': msg('Title: A to Z'),
  'title-ztoa': msg('Title: Z to A'),
};

/** The listing's 'Sort by' menu: a native select (the phone's own picker), also part of the no-JS form. */
export function SortSelect({
  value,
  onChange,
  id,
  form,
}: {
  value: SortBy;
  onChange: (sort: SortBy) => void;
  id: string;
  form?: string;
}) {
  const t = useT();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-neutral-700 max-sm:sr-only">
        {t('Sort by')}
      </label>
      <NativeSelect
        id={id}
        name="sortBy"
        form={form}
        value={value}
        onChange={(e) => onChange(e.target.value as SortBy)}
        // A 36 px box: with the select's 8 px padding a phone's 16 px text (24 px lines) was cut at the bottom.
        className="h-9 w-full min-w-0 py-1 sm:w-44"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(SORT_LABELS[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
