import { useState, type ReactNode } from 'react';
import {
  CATALOG_COLUMN_LABELS,
  rowErrorText,
  type ImportReport,
} from '../../../../../common/contracts/catalog-io';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { plural, visiblePart } from './catalog-io-rules';

/** One count of the preview: a big number with its name. */
export function Count({ label, value, tone }: { label: string; value: number; tone?: 'bad' | 'good' }) {
  return (
    <div
      className={cn(
        'grid min-w-0 gap-0.5 rounded-md border px-3 py-2',
        tone === 'bad' && value > 0 ? 'border-red-300 bg-red-50' : 'border-neutral-200 bg-neutral-50',
        tone === 'good' && value > 0 && 'border-green-300 bg-green-50',
      )}
    >
      <dt className="text-xs font-medium text-neutral-700">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value.toLocaleString('en-IN')}</dd>
    </div>
  );
}

/** A list that shows its first rows, a "Show more" button, and how many more the report counts. */
export function LongList<T>({
  label,
  items,
  total,
  render,
  restLabel,
  className,
}: {
  label: string;
  items: T[];
  total: number;
  render: (item: T) => ReactNode;
  /** "rows with errors", "changed products": what the rest are. */
  restLabel: string;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const part = visiblePart(items, total, expanded);
  return (
    <div className="grid gap-2">
      <ul aria-label={label} className={cn('grid gap-1.5 text-sm', className)}>
        {part.items.map(render)}
      </ul>
      {part.rest > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          <span>
            and {part.rest.toLocaleString('en-IN')} more {restLabel}
            {part.more ? '' : ` (only the first ${items.length.toLocaleString('en-IN')} are listed)`}
          </span>
          {part.more ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => setExpanded(true)}
            >
              Show more
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The import preview: N new, N changed, N unchanged, N with errors; the errors by row and column;
 * the names the shop does not have yet; each changed product with its fields old → new; the new products.
 */
export function ImportPreview({
  report,
  missingControl,
}: {
  report: ImportReport;
  missingControl?: ReactNode;
}) {
  const { counts, missing } = report;
  const missingCount = missing.categories.length + missing.subcategories.length + missing.brands.length;
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Preview counts">
        <Count label="New" value={counts.created} tone="good" />
        <Count label="Changed" value={counts.changed} tone="good" />
        <Count label="Unchanged" value={counts.unchanged} />
        <Count label="With errors" value={counts.errors} tone="bad" />
      </dl>
      <p className="text-sm text-neutral-700">
        {plural(report.rows, 'row')} in the file.{' '}
        {counts.errors > 0
          ? 'Nothing is imported while any row has an error: fix these rows in the file, then preview it again.'
          : counts.created + counts.changed === 0
            ? 'Every row matches the shop: there is nothing to import.'
            : 'Nothing has been written yet.'}
      </p>

      {report.errors.length > 0 || counts.errors > 0 ? (
        <Section title="Rows with errors">
          <LongList
            label="Rows with errors"
            items={report.errors}
            total={Math.max(counts.errors, report.errors.length)}
            restLabel="errors"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
            render={(e) => (
              <li key={`${e.row}-${e.column ?? ''}-${e.message}`} className="break-words">
                {rowErrorText(e)}
              </li>
            )}
          />
        </Section>
      ) : null}

      {missingCount > 0 ? (
        <Section title="Not in the shop yet">
          <ul className="grid gap-1 text-sm" aria-label="Not in the shop yet">
            {missing.categories.map((name) => (
              <li key={`c-${name}`}>
                Category <strong className="break-words">{name}</strong>
              </li>
            ))}
            {missing.subcategories.map((s) => (
              <li key={`s-${s.category}-${s.name}`}>
                Subcategory{' '}
                <strong className="break-words">
                  {s.category} › {s.name}
                </strong>
              </li>
            ))}
            {missing.brands.map((name) => (
              <li key={`b-${name}`}>
                Brand <strong className="break-words">{name}</strong>
              </li>
            ))}
          </ul>
          {missingControl}
        </Section>
      ) : (
        missingControl
      )}

      {report.changed.length > 0 ? (
        <Section title="Changed products">
          <LongList
            label="Changed products"
            items={report.changed}
            total={counts.changed}
            restLabel="changed products"
            className="gap-2"
            render={(p) => (
              <li key={p.id} className="grid gap-1 rounded-md border border-neutral-200 p-2.5">
                <p className="break-words font-medium">
                  {p.title} <span className="font-normal text-neutral-600">(row {p.row})</span>
                </p>
                <ul className="grid gap-0.5" aria-label={`Changes to ${p.title}`}>
                  {p.changes.map((c) => (
                    <li key={c.column} className="break-words text-neutral-800">
                      <span className="text-neutral-600">{CATALOG_COLUMN_LABELS[c.column]}:</span>{' '}
                      <del className="text-neutral-600">{c.from || '(empty)'}</del>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> becomes </span>
                      <ins className="font-semibold no-underline">{c.to || '(empty)'}</ins>
                    </li>
                  ))}
                </ul>
              </li>
            )}
          />
        </Section>
      ) : null}

      {report.created.length > 0 ? (
        <Section title="New products">
          <LongList
            label="New products"
            items={report.created}
            total={counts.created}
            restLabel="new products"
            render={(p) => (
              <li key={p.row} className="break-words">
                <span className="text-neutral-600">Row {p.row}:</span> {p.title}
              </li>
            )}
          />
        </Section>
      ) : null}
    </div>
  );
}
