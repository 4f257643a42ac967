import { useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { EmptyState, ErrorState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ImageUpload } from '../../../components/image-upload';
import { useAddSliderImage } from '../api/add-slider-image';
import { useSliderImages } from '../api/get-slider';

/** The slider images as a grid of thumbnails, in the order the banner shows them. */
export function SliderList() {
  const slider = useSliderImages();
  if (slider.isError && !slider.data) {
    return (
      <ErrorState
        title="Failed to load slider images"
        message={errorMessage(slider.error, 'Please try again.')}
        onRetry={() => void slider.refetch()}
      />
    );
  }
  if (!slider.data) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <span className="sr-only">Loading slider images…</span>
        <Skeleton className="aspect-[16/7] w-full" />
        <Skeleton className="aspect-[16/7] w-full" />
        <Skeleton className="aspect-[16/7] w-full" />
      </div>
    );
  }
  if (slider.data.length === 0) {
    return (
      <EmptyState title="No slider images">
        The home page shows its welcome image until you add one.
      </EmptyState>
    );
  }
  return (
    <ol
      className="grid grid-cols-1 content-start items-start gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3"
      aria-label="Slider images"
    >
      {slider.data.map((f, i) => (
        <li key={f._id} className="overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
          <img
            src={f.image}
            alt={`Slide ${i + 1}`}
            loading="lazy"
            className="aspect-[16/7] w-full object-cover"
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
          <p
            className="truncate border-t border-neutral-200 bg-white px-2 py-1 text-xs text-neutral-600"
            title={f.image}
          >
            {i + 1}. {f.image}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * SPEC §2/§4 dashboard slider: upload an image (the upload starts when it is chosen or dropped), then add
 * it to the slider; adding clears the upload form and reloads the list.
 */
export function SliderUpload() {
  const [image, setImage] = useState('');
  const [uploading, setUploading] = useState(false);
  const add = useAddSliderImage();

  async function onAdd() {
    try {
      const res = await add.mutateAsync(image);
      toast({ title: res.message || 'Slider image added successfully' });
      setImage('');
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to add the slider image') });
    }
  }

  return (
    <div className="grid gap-3">
      <ImageUpload
        id="slider-image"
        label="Slider image"
        value={image}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <Button
        busy={add.isPending}
        icon={<ImagePlus aria-hidden="true" />}
        className="justify-self-start"
        disabled={!image || uploading || add.isPending}
        onClick={() => void onAdd()}
      >
        Add to slider
      </Button>
    </div>
  );
}
