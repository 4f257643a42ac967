import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckSquare, Eraser, Images, Square, Trash2 } from 'lucide-react';
import {
  BLANK_IMAGE_BYTES_LT,
  BLANK_IMAGE_MAX,
  type AdminGalleryImage,
} from '../../../../common/contracts/admin';
import { useConfirm } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import {
  useDeleteBlankImages,
  useDeleteImage,
  useDeleteImages,
  useImages,
  formatBytes,
} from '../../features/admin-images';
import { errorMessage } from '../../lib/api-client';
import { positiveInt } from '../../lib/use-grid-params';
import { AdminPage } from './admin-page';

export const IMAGES_PER_PAGE = 48;

/** SPEC §8 gallery messages, word for word. */
export const GALLERY_MESSAGES = {
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load images',
  deleteFailed: 'Failed to delete image',
  noSelectionTitle: 'No Selection',
  noSelection: 'Please select images to delete',
  deleteSelectedFailed: 'Failed to delete selected images',
  blankFailed: 'Failed to remove blank images',
  noChanges: 'No changes',
  deleted: 'Image deleted successfully',
  cleanup: 'Cleanup complete',
} as const;

/** A server message worth showing under a title: not empty and not the title again. */
const differs = (message: string | undefined, title: string) =>
  message && message !== title ? message : undefined;

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

function ImageCard({
  image,
  selected,
  onToggle,
  onDelete,
  busy,
}: {
  image: AdminGalleryImage;
  selected: boolean;
  onToggle: (checked: boolean) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const checkboxId = `select-${image._id}`;
  return (
    <li
      className={`flex min-w-0 flex-col overflow-hidden rounded-lg border bg-white shadow-sm ${selected ? 'border-brand ring-2 ring-brand/40' : 'border-neutral-200'}`}
    >
      <div className="relative aspect-square bg-[repeating-conic-gradient(#f5f5f5_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
        <img
          src={image.variants['320'] ?? image.secure_url}
          alt={`Image ${image.public_id}`}
          loading="lazy"
          className="size-full object-contain"
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
        <div className="absolute left-2 top-2 rounded bg-white/90 p-1 shadow-sm">
          <Checkbox
            id={checkboxId}
            checked={selected}
            onCheckedChange={(c) => onToggle(c === true)}
            aria-label={`Select image ${image.public_id}`}
          />
        </div>
      </div>
      <div className="grid gap-1 border-t border-neutral-100 p-2 text-xs">
        <p className="flex flex-wrap justify-between gap-x-2 whitespace-nowrap">
          <span className="font-semibold tabular-nums">{formatBytes(image.bytes)}</span>
          <span className="tabular-nums text-neutral-600">
            {image.width} × {image.height}
          </span>
        </p>
        <p className="flex justify-between gap-2 text-neutral-600">
          <span className="uppercase">{image.format}</span>
          <span>{dateFormat.format(new Date(image.created_at))}</span>
        </p>
        <p className="truncate font-mono text-[11px] text-neutral-600" title={image.public_id}>
          {image.public_id}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-1 text-red-700 hover:bg-red-50"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete image ${image.public_id}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * SPEC §2 admin images: the gallery with sizes in Bytes/KB/MB/GB and dimensions; select, select all,
 * deselect all; delete one or the selected after a confirmation; remove blank images (SPEC §9); paged.
 */
export default function AdminImagesPage() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'));
  const query = useImages(page, IMAGES_PER_PAGE);
  const removeOne = useDeleteImage();
  const removeMany = useDeleteImages();
  const removeBlank = useDeleteBlankImages();
  const { confirm, dialog } = useConfirm();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const images = query.data?.data ?? [];
  const total = query.data?.pagination.total ?? 0;

  // A failed load is told once per failure (SPEC §8: 'Error' / 'Failed to load images').
  useEffect(() => {
    if (query.isError)
      toast({
        variant: 'destructive',
        title: GALLERY_MESSAGES.loadFailedTitle,
        description: GALLERY_MESSAGES.loadFailed,
      });
  }, [query.isError, query.errorUpdatedAt]);

  // Only images still listed stay selected (after a delete or a page change).
  const listed = new Set(images.map((i) => i.public_id));
  const chosen = [...selected].filter((id) => listed.has(id));

  const toggle = (publicId: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(publicId);
      else next.delete(publicId);
      return next;
    });

  async function onDeleteOne(image: AdminGalleryImage) {
    const ok = await confirm({
      title: 'Delete this image?',
      description: `${image.public_id} (${formatBytes(image.bytes)}) is removed for good. Products or slides that show it lose the picture.`,
      destructive: true,
    });
    if (!ok) return;
    try {
      const res = await removeOne.mutateAsync(image.public_id);
      toast({ title: res.message || GALLERY_MESSAGES.deleted });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: GALLERY_MESSAGES.deleteFailed,
        description: errorMessage(error, '') || undefined,
      });
    }
  }

  async function onDeleteSelected() {
    if (chosen.length === 0) {
      toast({ title: GALLERY_MESSAGES.noSelectionTitle, description: GALLERY_MESSAGES.noSelection });
      return;
    }
    const ok = await confirm({
      title: `Delete ${chosen.length} selected image${chosen.length === 1 ? '' : 's'}?`,
      description: 'They are removed for good. Products or slides that show them lose the picture.',
      destructive: true,
    });
    if (!ok) return;
    try {
      const res = await removeMany.mutateAsync(chosen);
      if (res.count === 0)
        toast({
          title: GALLERY_MESSAGES.noChanges,
          description: differs(res.message, GALLERY_MESSAGES.noChanges),
        });
      else toast({ title: GALLERY_MESSAGES.deleted, description: res.message });
      setSelected(new Set());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: GALLERY_MESSAGES.deleteSelectedFailed,
        description: errorMessage(error, '') || undefined,
      });
    }
  }

  async function onRemoveBlank() {
    const ok = await confirm({
      title: 'Remove blank images?',
      description: `Images smaller than ${BLANK_IMAGE_BYTES_LT.toLocaleString('en-IN')} bytes (${formatBytes(BLANK_IMAGE_BYTES_LT)}) are deleted, at most ${BLANK_IMAGE_MAX} at a time, oldest first.`,
      destructive: true,
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      const res = await removeBlank.mutateAsync();
      if (res.count === 0)
        toast({
          title: GALLERY_MESSAGES.noChanges,
          description: differs(res.message, GALLERY_MESSAGES.noChanges),
        });
      else toast({ title: GALLERY_MESSAGES.cleanup, description: res.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: GALLERY_MESSAGES.blankFailed,
        description: errorMessage(error, '') || undefined,
      });
    }
  }

  return (
    <AdminPage
      title="Image Gallery"
      description={
        query.data
          ? `${total.toLocaleString('en-IN')} image${total === 1 ? '' : 's'} uploaded`
          : 'Every uploaded image'
      }
    >
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSelected(new Set(images.map((i) => i.public_id)))}
          disabled={images.length === 0}
        >
          <CheckSquare aria-hidden="true" /> Select all
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSelected(new Set())}
          disabled={chosen.length === 0}
        >
          <Square aria-hidden="true" /> Deselect all
        </Button>
        <Button
          busy={removeMany.isPending}
          icon={<Trash2 aria-hidden="true" />}
          variant={chosen.length ? 'destructive' : 'outline'}
          size="sm"
          className={chosen.length ? undefined : 'text-red-700 hover:bg-red-50'}
          onClick={() => void onDeleteSelected()}
          disabled={removeMany.isPending}
        >
          Delete selected ({chosen.length})
        </Button>
        <Button
          busy={removeBlank.isPending}
          icon={<Eraser aria-hidden="true" />}
          variant="outline"
          size="sm"
          className="sm:ml-auto"
          onClick={() => void onRemoveBlank()}
          disabled={removeBlank.isPending}
        >
          Remove blank images
        </Button>
        <p role="status" className="w-full text-xs text-neutral-600">
          {chosen.length ? `${chosen.length} of ${images.length} on this page selected` : 'Nothing selected'}
        </p>
      </div>

      {query.isError && !query.data ? (
        <ErrorState title={GALLERY_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6"
          aria-label="Loading images"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="mt-2 h-3 w-2/3" />
            </li>
          ))}
        </ul>
      ) : images.length === 0 ? (
        <EmptyState
          icon={<Images className="size-10 text-neutral-400" aria-hidden="true" />}
          title={page > 1 ? 'This page is empty' : 'No images yet'}
        >
          {page > 1 ? null : 'Images uploaded for products, categories and the slider appear here.'}
        </EmptyState>
      ) : (
        <>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6"
            aria-label="Images"
            aria-busy={query.isFetching}
          >
            {images.map((image) => (
              <ImageCard
                key={image._id}
                image={image}
                selected={selected.has(image.public_id)}
                onToggle={(checked) => toggle(image.public_id, checked)}
                onDelete={() => void onDeleteOne(image)}
                busy={removeOne.isPending && removeOne.variables === image.public_id}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={query.data.pagination.totalPages}
            onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
            label="Gallery pages"
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
