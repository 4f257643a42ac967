import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGalleryImage, UploadResult } from '../../../common/contracts/admin';
import { upload, type UploadOptions } from './api-client';
import { adminKeys } from './admin-query-keys';

export interface UploadResponse {
  success: true;
  message: string;
  result: UploadResult;
  data: AdminGalleryImage;
}

/** The largest image the server takes (decision 006: MAX_UPLOAD_BYTES), checked first in the browser. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** POST /api/admin/products/upload-image (multipart field my_file): the stored image's URL. */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('my_file', file);
  const res = await upload<UploadResponse>('/api/admin/products/upload-image', form, options);
  return res.result.secure_url || res.result.url;
}

/** An upload also adds the image to the gallery, so the gallery reloads. */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & UploadOptions) => uploadImage(file, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.images.all() }),
  });
}
