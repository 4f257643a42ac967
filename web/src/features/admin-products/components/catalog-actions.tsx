import { useState } from 'react';
import { ChevronDown, Download, Percent, Upload } from 'lucide-react';
import type { CatalogFormat } from '../../../../../common/contracts/catalog-io';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { exportUrl, type CatalogFilter } from '../api/catalog-io';
import { BulkPriceDialog } from './bulk-price-dialog';
import { ImportDialog } from './import-dialog';

const FORMATS: { format: CatalogFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
];

/**
 * Export: the whole catalog, or the list as the search and category filter it, as CSV or Excel. Each item is
 * a plain download link the browser follows itself.
 */
export function ExportMenu({ filter }: { filter: CatalogFilter }) {
  const filtered = Boolean(filter.search?.trim() || filter.category);
  const groups: { title: string; filter: CatalogFilter }[] = filtered
    ? [
        { title: 'The filtered list', filter },
        { title: 'All products', filter: {} },
      ]
    : [{ title: 'All products', filter: {} }];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" /> Export <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        {groups.map((g, i) => (
          <div key={g.title}>
            {i > 0 ? <DropdownMenuSeparator /> : null}
            {FORMATS.map((f) => (
              <DropdownMenuItem key={f.format} asChild>
                <a href={exportUrl(f.format, g.filter)} download>
                  {g.title} as {f.label}
                </a>
              </DropdownMenuItem>
            ))}
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The admin Products page's catalog actions: Import, Change prices and Export, with their dialogs. */
export function CatalogActions({ filter }: { filter: CatalogFilter }) {
  const [dialog, setDialog] = useState<'import' | 'prices' | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setDialog('import')}>
        <Upload aria-hidden="true" /> Import
      </Button>
      <Button variant="outline" onClick={() => setDialog('prices')}>
        <Percent aria-hidden="true" /> Change prices
      </Button>
      <ExportMenu filter={filter} />
      <ImportDialog open={dialog === 'import'} onOpenChange={(open) => setDialog(open ? 'import' : null)} />
      <BulkPriceDialog
        open={dialog === 'prices'}
        onOpenChange={(open) => setDialog(open ? 'prices' : null)}
      />
    </>
  );
}
