/** Widths of the WebP copies the server makes of every uploaded (and seeded) image. */
export const VARIANT_WIDTHS = [320, 800] as const;

// An image this shop stored: …/uploads/<name>.<ext> or …/uploads/seed/<name>.<ext>, not itself a copy.
const STORED = /^(.*\/uploads\/(?:seed\/)?[A-Za-z0-9][A-Za-z0-9._-]*?)\.(?:webp|png|jpe?g|gif|avif)$/i;
const COPY = /-(?:320|800)\.webp$/i;

/** The URL of an image's copy `width` pixels wide, or null for images the shop did not store. */
export function variantUrl(url: string, width: (typeof VARIANT_WIDTHS)[number]): string | null {
  if (COPY.test(url)) return null;
  const match = STORED.exec(url.split(/[?#]/)[0]);
  return match ? `${match[1]}-${width}.webp` : null;
}

/** A srcset of the stored copies (narrow phones load the 320 px one), or undefined for other images. */
export function imageSrcSet(url: string): string | undefined {
  const candidates = VARIANT_WIDTHS.map((w) => {
    const v = variantUrl(url, w);
    return v ? `${v} ${w}w` : null;
  });
  return candidates.every(Boolean) ? candidates.join(', ') : undefined;
}

/** SPEC §2: only absolute http or https image URLs are shown (slider). */
export function isHttpImageUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
