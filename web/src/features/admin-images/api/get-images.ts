import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGalleryImage, AdminPageInfo } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

export interface GalleryPage {
  data: AdminGalleryImage[];
  pagination: AdminPageInfo;
}

/** GET /api/admin/images/get?page&limit: the gallery, newest first. */
export async function getImages(page: number, limit: number, signal?: AbortSignal): Promise<GalleryPage> {
  const res = await api.get<{ success: true } & GalleryPage>(
    `/api/admin/images/get?page=${page}&limit=${limit}`,
    {
      signal,
    },
  );
  return { data: res.data, pagination: res.pagination };
}

export const imagesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.images.page(page, limit),
    queryFn: ({ signal }) => getImages(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useImages = (page: number, limit: number) => useQuery(imagesQueryOptions(page, limit));
