import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ImagePlus, Pencil } from 'lucide-react';
import {
  BANNER_LINK_MAX,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  FeatureBody,
  FeatureTextBody,
  type FeatureImage,
} from '../../../../../common/contracts/admin';
import { TextField } from '../../../components/ui/form-field';
import { EmptyState, ErrorState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useDisabledReason } from '../../../components/ui/disabled-reason';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ImageUpload } from '../../../components/image-upload';
import { useAddSliderImage } from '../api/add-slider-image';
import { useSliderImages } from '../api/get-slider';
import { useUpdateSliderImage } from '../api/update-slider-image';

type BannerField = 'title' | 'subtitle' | 'link';
type BannerText = Record<BannerField, string>;
type BannerErrors = Partial<Record<BannerField, string>>;
const BANNER_FIELDS = ['title', 'subtitle', 'link'] as const;
const EMPTY_TEXT: BannerText = { title: '', subtitle: '', link: '' };

/** The first message of each of the banner's fields in a failed check (the server's own rules: common/contracts). */
function bannerErrors(issues: z.core.$ZodIssue[]): BannerErrors {
  const errors: BannerErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((BANNER_FIELDS as readonly unknown[]).includes(field) && !errors[field as BannerField]) {
      errors[field as BannerField] = issue.message;
    }
  }
  return errors;
}

/** Moves focus to the first field with an error. */
function focusFirst(prefix: string, errors: BannerErrors) {
  const first = BANNER_FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}

/** A banner's title, subtitle and link, each labelled, with its limit and its error; the add form's and Edit's. */
function BannerTextFields({
  prefix,
  text,
  errors,
  onChange,
}: {
  prefix: string;
  text: BannerText;
  errors: BannerErrors;
  onChange: (field: BannerField, value: string) => void;
}) {
  const field = (name: BannerField) => ({
    id: `${prefix}-${name}`,
    value: text[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
  });
  return (
    <>
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
    </>
  );
}

const textOf = (slide: FeatureImage): BannerText => ({
  title: slide.title,
  subtitle: slide.subtitle,
  link: slide.link ?? '',
});

/**
 * Edit's form: the banner's words and link as they are, checked as the server checks them; Save is disabled (and
 * says why) until something changed. Mounted each time the dialog opens, so it starts from the banner's words.
 */
function EditBannerForm({ slide, onDone }: { slide: FeatureImage; onDone: () => void }) {
  const prefix = `slider-edit-${slide._id}`;
  const [text, setText] = useState<BannerText>(() => textOf(slide));
  const [errors, setErrors] = useState<BannerErrors>({});
  const update = useUpdateSliderImage();
  const before = textOf(slide);
  const changed = BANNER_FIELDS.some((f) => text[f] !== before[f]);
  const why = useDisabledReason(changed ? null : 'Change the title, subtitle or link to save');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!changed || update.isPending) return;
    const parsed = FeatureTextBody.safeParse(text);
    if (!parsed.success) {
      const next = bannerErrors(parsed.error.issues);
      setErrors(next);
      focusFirst(prefix, next);
      return;
    }
    setErrors({});
    try {
      // What was typed: the server tidies it as the check above did.
      const res = await update.mutateAsync({ id: slide._id, ...text });
      toast({ title: res.message || 'Slider image updated successfully' });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to update the slider image') });
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 gap-3">
      <img
        src={slide.image}
        alt=""
        className="aspect-[16/7] w-full rounded-md border border-neutral-200 object-cover"
        onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
      />
      <BannerTextFields
        prefix={prefix}
        text={text}
        errors={errors}
        onChange={(name, value) => setText((t) => ({ ...t, [name]: value }))}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          busy={update.isPending}
          disabled={!changed || update.isPending}
          aria-describedby={why.describedBy}
        >
          Save changes
        </Button>
      </DialogFooter>
      {/* Under Save, which sits at the right from 640 px. */}
      {why.note ? <div className="sm:text-right">{why.note}</div> : null}
    </form>
  );
}

/** Edit on a slider image: a dialog with its words and link (the picture stays; remove and add it to change that). */
function EditBanner({ slide, position }: { slide: FeatureImage; position: number }) {
  const [open, setOpen] = useState(false);
  const name = slide.title ? `${position}. ${slide.title}` : `${position}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          icon={<Pencil aria-hidden="true" />}
        >
          Edit <span className="sr-only">banner {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit banner {position}</DialogTitle>
          <DialogDescription>Its title, subtitle and link. The picture stays as it is.</DialogDescription>
        </DialogHeader>
        <EditBannerForm slide={slide} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

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
            <div className="pt-1">
              <EditBanner slide={f} position={i + 1} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * SPEC §2/§4 dashboard slider: upload an image (the upload starts when it is chosen or dropped), give the banner
 * its title (the picture's alt text too), a subtitle and where it leads (a path of the shop or an http(s)
 * address; optional), checked as the server checks them, then add it to the slider; adding clears the upload
 * form and reloads the list.
 */
export function SliderUpload() {
  const [image, setImage] = useState('');
  const [text, setText] = useState(EMPTY_TEXT);
  const [errors, setErrors] = useState<BannerErrors>({});
  const [uploading, setUploading] = useState(false);
  const add = useAddSliderImage();

  async function onAdd() {
    const parsed = FeatureBody.safeParse({ image, ...text });
    if (!parsed.success) {
      const next = bannerErrors(parsed.error.issues);
      setErrors(next);
      focusFirst('slider', next);
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

  return (
    <div className="grid gap-3">
      <ImageUpload
        id="slider-image"
        label="Slider image"
        value={image}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <BannerTextFields
        prefix="slider"
        text={text}
        errors={errors}
        onChange={(name, value) => setText((t) => ({ ...t, [name]: value }))}
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
