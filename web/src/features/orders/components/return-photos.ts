import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { RETURN_PHOTOS_MAX } from '../../../../../common/contracts/returns';
import { useT } from '../../../i18n/i18n';

/** The photos a return accepts (the server sniffs them again), each at most 5 MB like every upload. */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface Photo {
  key: number;
  file: File;
  /** An object URL for the thumbnail ('' where the browser has none). */
  url: string;
}

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The photos attached to a return: each file checked as it is chosen (type, size, how many), what was refused
 * and why, and the thumbnails' object URLs let go when the dialog closes.
 */
export function useReturnPhotos() {
  const t = useT();
  const [list, setList] = useState<Photo[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextKey = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const shown = useRef<Photo[]>([]);
  useEffect(() => {
    shown.current = list;
  }, [list]);
  useEffect(() => () => shown.current.forEach((p) => revoke(p.url)), []);

  // After a photo is removed, the file input (back when three were attached) takes the focus.
  const focusInput = useRef(false);
  useEffect(() => {
    if (!focusInput.current) return;
    focusInput.current = false;
    fileInput.current?.focus();
  }, [list]);

  function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused: string[] = [];
    const next = [...list];
    for (const file of files) {
      if (!RETURN_PHOTO_TYPES.includes(file.type)) {
        refused.push(t('{name} is not a JPEG, PNG or WebP image.', { name: file.name }));
      } else if (file.size > RETURN_PHOTO_MAX_BYTES) {
        refused.push(t('{name} is larger than 5 MB.', { name: file.name }));
      } else if (next.length >= RETURN_PHOTOS_MAX) {
        refused.push(
          t('At most {max} photos can be attached; {name} was left out.', {
            max: RETURN_PHOTOS_MAX,
            name: file.name,
          }),
        );
      } else {
        nextKey.current += 1;
        next.push({ key: nextKey.current, file, url: objectUrl(file) });
      }
    }
    setList(next);
    setProblems(refused);
  }

  function remove(photo: Photo) {
    revoke(photo.url);
    setList((ps) => ps.filter((p) => p.key !== photo.key));
    setProblems([]);
    focusInput.current = true;
  }

  return { list, problems, add, remove, fileInput, full: list.length >= RETURN_PHOTOS_MAX };
}
