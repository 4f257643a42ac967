import { useEffect, useId, useRef, useState } from 'react';
import { FileSpreadsheet, Loader2, Upload } from 'lucide-react';
import {
  CATALOG_COLUMNS,
  CATALOG_FILE_MAX_BYTES,
  type ImportReport,
} from '../../../../../common/contracts/catalog-io';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { exportUrl, refusedReport, useImportCatalog } from '../api/catalog-io';
import {
  canImport,
  catalogFileKind,
  countCsvRows,
  hasMissing,
  importCount,
  plural,
} from './catalog-io-rules';
import { ImportPreview } from './import-preview';

/** Where a run is: sending the file (with its percent), or waiting while the server checks or writes it. */
type Run = { dryRun: boolean; stage: 'upload'; percent: number } | { dryRun: boolean; stage: 'check' };

const MAX_MB = CATALOG_FILE_MAX_BYTES / (1024 * 1024);

export function ImportProgress({ run, rows }: { run: Run; rows: number | null }) {
  const what = run.dryRun ? 'Checking' : 'Importing';
  const label =
    run.stage === 'upload'
      ? `Uploading… ${run.percent}%`
      : rows !== null
        ? `${what} ${plural(rows, 'row')}…`
        : `${what} the rows…`;
  return (
    <div className="grid gap-2" role="status" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium text-neutral-800">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {label}
      </p>
      <div
        role="progressbar"
        aria-label={run.stage === 'upload' ? 'Upload progress' : `${what} the file`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={run.stage === 'upload' ? run.percent : undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={
            run.stage === 'upload'
              ? 'h-full bg-brand transition-[width]'
              : 'h-full w-full animate-pulse bg-brand/70'
          }
          style={run.stage === 'upload' ? { width: `${run.percent}%` } : undefined}
        />
      </div>
    </div>
  );
}

/**
 * Import products from a spreadsheet: choose a .csv or .xlsx file, preview it (a dry run that
 * writes nothing), read what would change, then import it. The file goes up with a real progress bar.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const importCatalog = useImportCatalog();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<number | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function reset() {
    abort.current?.abort();
    setFile(null);
    setFileError(null);
    setRows(null);
    setCreateMissing(false);
    setRun(null);
    setReport(null);
    setFailure(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  useEffect(() => () => abort.current?.abort(), []);

  async function choose(next: File | undefined) {
    abort.current?.abort();
    setReport(null);
    setFailure(null);
    setRows(null);
    setFile(null);
    if (!next) return;
    if (!catalogFileKind(next.name)) {
      setFileError('Choose a .csv or .xlsx file');
      return;
    }
    if (next.size > CATALOG_FILE_MAX_BYTES) {
      setFileError(`The file is larger than ${MAX_MB} MB`);
      return;
    }
    if (next.size === 0) {
      setFileError('The file is empty');
      return;
    }
    setFileError(null);
    setFile(next);
    if (catalogFileKind(next.name) === 'csv') {
      try {
        setRows(countCsvRows(await next.text()));
      } catch {
        setRows(null);
      }
    }
  }

  async function start(dryRun: boolean, missing = createMissing) {
    if (!file || run) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    if (dryRun) setReport(null);
    setRun({ dryRun, stage: 'upload', percent: 0 });
    try {
      const result = await importCatalog.mutateAsync({
        file,
        dryRun,
        createMissing: missing,
        signal: controller.signal,
        onProgress: (percent) =>
          setRun(percent >= 100 ? { dryRun, stage: 'check' } : { dryRun, stage: 'upload', percent }),
      });
      if (dryRun) {
        setReport(result);
      } else {
        toast({
          title: `Imported ${plural(importCount(result), 'product')}`,
          description: `${result.counts.created.toLocaleString('en-IN')} new, ${result.counts.changed.toLocaleString('en-IN')} changed.`,
        });
        reset();
        onOpenChange(false);
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const refused = refusedReport<ImportReport>(error);
      if (refused) setReport(refused);
      setFailure(
        errorMessage(
          error,
          dryRun
            ? 'The file could not be checked. Please try again.'
            : 'The file could not be imported. Please try again.',
        ),
      );
    } finally {
      if (abort.current === controller) abort.current = null;
      setRun(null);
    }
  }

  const writing = run !== null && !run.dryRun;
  const importable = canImport(report ?? undefined) && !run;
  const count = report ? importCount(report) : 0;
  const showMissingBox = report !== null && (hasMissing(report) || createMissing);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A real run is not stopped half way: the server writes all of it or nothing either way.
        if (!next && writing) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl" aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>Import products</DialogTitle>
          <DialogDescription id={`${id}-desc`}>
            Bring a price list in from a spreadsheet. You see what would change before anything is written.
          </DialogDescription>
        </DialogHeader>

        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-file`}>Spreadsheet file (.csv or .xlsx)</Label>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={run !== null}
            aria-describedby={`${id}-hint${fileError ? ` ${id}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            className="block w-full min-w-0 rounded-md border border-neutral-300 bg-white text-sm shadow-sm file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-neutral-300 file:bg-neutral-100 file:px-3 file:font-medium hover:file:bg-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-1 disabled:opacity-60 aria-[invalid=true]:border-red-600"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <div id={`${id}-hint`} className="grid gap-1 text-xs text-neutral-600">
            <p>
              Up to {MAX_MB} MB. The first row must name the columns, in this order:{' '}
              <span className="break-words font-mono">{CATALOG_COLUMNS.join(', ')}</span>. Rows with an id
              change that product; rows without one add a new product.
            </p>
            <p>
              Start from your current list:{' '}
              <a
                className="font-medium text-orange-800 underline underline-offset-2"
                href={exportUrl('csv')}
                download
              >
                export it as CSV
              </a>{' '}
              or{' '}
              <a
                className="font-medium text-orange-800 underline underline-offset-2"
                href={exportUrl('xlsx')}
                download
              >
                as Excel (.xlsx)
              </a>
              .
            </p>
          </div>
          {fileError ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>

        {run ? <ImportProgress run={run} rows={rows} /> : null}

        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}

        {report && !(run && run.dryRun) ? (
          <ImportPreview
            report={report}
            missingControl={
              showMissingBox ? (
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={`${id}-missing`}
                    checked={createMissing}
                    disabled={run !== null}
                    onCheckedChange={(checked) => {
                      const next = checked === true;
                      setCreateMissing(next);
                      // The preview depends on the box: check the file again with it.
                      void start(true, next);
                    }}
                  />
                  <Label htmlFor={`${id}-missing`} className="leading-snug">
                    Create the missing categories and brands
                  </Label>
                </div>
              ) : null
            }
          />
        ) : null}

        <DialogFooter>
          {run?.dryRun ? (
            <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
              Stop
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              disabled={writing}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
          )}
          <Button
            type="button"
            variant={report ? 'outline' : 'default'}
            icon={<FileSpreadsheet aria-hidden="true" />}
            disabled={!file || run !== null}
            busy={run?.dryRun === true}
            onClick={() => void start(true)}
          >
            {report ? 'Preview again' : 'Preview'}
          </Button>
          {report ? (
            <Button
              type="button"
              icon={<Upload aria-hidden="true" />}
              disabled={!importable}
              busy={writing}
              onClick={() => void start(false)}
            >
              {count > 0 ? `Import ${plural(count, 'product')}` : 'Import'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
