import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ImageUp, Loader2, X } from 'lucide-react';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/utils';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, useUploadImage } from '../lib/upload-image';

const ACCEPTED = IMAGE_TYPES.split(',');

/**
 * SPEC §4 image upload: the upload starts as soon as a file is chosen or dropped, shows its progress and
 * then a preview; the uploaded URL can be removed again. Disabled (for example in a product's edit mode),
 * the current image is shown and can be neither replaced nor removed.
 */
export function ImageUpload({
  id,
  label,
  value,
  onChange,
  disabled = false,
  disabledHint,
  onBusyChange,
  className,
}: {
  id: string;
  label: string;
  /** The uploaded image's URL, '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** Said under the control when it is disabled. */
  disabledHint?: string;
  /** Told when an upload starts and ends, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}) {
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const busyListener = useRef(onBusyChange);
  useEffect(() => {
    busyListener.current = onBusyChange;
  });

  // An upload still running when the control goes away (the sheet closed) is cancelled.
  useEffect(() => () => controller.current?.abort(), []);

  const setBusy = (busy: boolean) => busyListener.current?.(busy);

  async function start(file: File | undefined) {
    if (!file || disabled || progress !== null) return;
    setError(null);
    if (!ACCEPTED.includes(file.type)) {
      setError('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError('The image is larger than 5 MB');
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    setBusy(true);
    try {
      const url = await upload.mutateAsync({ file, onProgress: setProgress, signal: abort.signal });
      if (!abort.signal.aborted) onChange(url);
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError')) {
        setError(errorMessage(err, 'The image could not be uploaded. Please try again.'));
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  }

  const uploading = progress !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={cn('grid min-w-0 grid-cols-1 gap-2', className)}>
      {value ? (
        <p className="text-sm font-medium leading-none text-neutral-800">{label}</p>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {value ? (
        <div className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-2">
          <img
            src={value}
            alt={`${label}: preview`}
            className="size-20 shrink-0 rounded-md border border-neutral-100 bg-white object-contain"
          />
          <p className="min-w-0 flex-1 truncate text-xs text-neutral-600" title={value}>
            {value}
          </p>
          {disabled ? null : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange('')}
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              <X aria-hidden="true" /> Remove
            </Button>
          )}
        </div>
      ) : (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand',
            dragging ? 'border-brand bg-orange-50' : 'border-neutral-300 bg-neutral-50',
            disabled && 'border-neutral-200 bg-neutral-100',
          )}
        >
          {uploading ? (
            <div className="grid w-full max-w-xs gap-2" aria-live="polite">
              <p className="flex items-center justify-center gap-2 font-medium text-neutral-800">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Uploading… {progress}%
              </p>
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
              >
                <div className="h-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
                Cancel upload
              </Button>
            </div>
          ) : (
            <>
              <ImageUp className="size-8 text-neutral-500" aria-hidden="true" />
              {disabled ? null : (
                <p className="text-neutral-700">
                  <span className="font-medium text-orange-800">Choose an image</span> or drag and drop it
                  here
                </p>
              )}
              <p id={hintId} className={disabled ? 'text-sm text-neutral-700' : 'text-xs text-neutral-600'}>
                {disabled
                  ? (disabledHint ?? 'Uploading is not available here.')
                  : 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB'}
              </p>
            </>
          )}
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES}
            disabled={disabled || uploading}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className={cn(
              'absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed',
              uploading && 'pointer-events-none',
            )}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void start(file);
            }}
          />
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
