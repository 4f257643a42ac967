import { useState, type ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import {
  BANNER_LINK_MAX,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  FeatureBody,
} from '../../../../../common/contracts/admin';
import { TextField } from '../../../components/ui/form-field';
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
            alt={f.title || `Slide ${i + 1}`}
            loading="lazy"
            className="aspect-[16/7] w-full object-cover"
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
          <div className="grid gap-0.5 border-t border-neutral-200 bg-white px-2 py-1.5 text-xs">
            <p className="break-words font-medium text-neutral-900">
              {i + 1}. {f.title || 'No title'}
            </p>
            {f.subtitle ? <p className="break-words text-neutral-700">{f.subtitle}</p> : null}
            <p className="truncate text-neutral-600" title={f.link ?? undefined}>
              {f.link ? `Links to ${f.link}` : 'No link'}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

type BannerField = 'title' | 'subtitle' | 'link';
const EMPTY_TEXT = { title: '', subtitle: '', link: '' };

/**
 * SPEC §2/§4 dashboard slider: upload an image (the upload starts when it is chosen or dropped), give the banner
 * its title (the picture's alt text too), a subtitle and where it leads (a path of the shop or an http(s)
 * address; optional), checked as the server checks them, then add it to the slider; adding clears the upload
 * form and reloads the list.
 */
export function SliderUpload() {
  const [image, setImage] = useState('');
  const [text, setText] = useState(EMPTY_TEXT);
  const [errors, setErrors] = useState<Partial<Record<BannerField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const add = useAddSliderImage();

  async function onAdd() {
    const parsed = FeatureBody.safeParse({ image, ...text });
    if (!parsed.success) {
      const next: Partial<Record<BannerField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as BannerField;
        if (field in EMPTY_TEXT && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = (['title', 'subtitle', 'link'] as const).find((f) => next[f]);
      if (first) document.getElementById(`slider-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      // What was typed: the server tidies it as the check above did.
      const res = await add.mutateAsync({ image, ...text });
      toast({ title: res.message || 'Slider image added successfully' });
      setImage('');
      setText(EMPTY_TEXT);
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to add the slider image') });
    }
  }

  const field = (name: BannerField) => ({
    id: `slider-${name}`,
    value: text[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setText((t) => ({ ...t, [name]: e.target.value })),
  });

  return (
    <div className="grid gap-3">
      <ImageUpload
        id="slider-image"
        label="Slider image"
        value={image}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <TextField
        {...field('title')}
        label="Title (optional)"
        hint="Shown over the picture, and read out to people who cannot see it."
        maxLength={BANNER_TITLE_MAX}
        autoComplete="off"
      />
      <TextField
        {...field('subtitle')}
        label="Subtitle (optional)"
        maxLength={BANNER_SUBTITLE_MAX}
        autoComplete="off"
      />
      <TextField
        {...field('link')}
        label="Link (optional)"
        hint="A page of the shop, such as /shop/listing?category=Paints, or an https:// address."
        maxLength={BANNER_LINK_MAX}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
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
