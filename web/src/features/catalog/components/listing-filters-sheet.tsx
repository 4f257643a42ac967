import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { ListingFilters } from './listing-filters';
import { useT } from '../../../i18n/i18n';

/** The filters as a slide-in panel on phones (loaded on first open). */
export default function ListingFiltersSheet({
  open,
  onOpenChange,
  resultCount,
  ...filters
}: ComponentProps<typeof ListingFilters> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number | undefined;
}) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-[85vw]">
        <SheetHeader>
          <SheetTitle>{t('Filters')}</SheetTitle>
          <SheetDescription>{t('Choose categories, subcategories and brands.')}</SheetDescription>
        </SheetHeader>
        <ListingFilters {...filters} />
        <Button className="sticky bottom-0 mt-auto w-full" onClick={() => onOpenChange(false)}>
          {resultCount === undefined
            ? t('Show products')
            : resultCount === 1
              ? t('Show {count} product', { count: resultCount })
              : t('Show {count} products', { count: resultCount })}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
