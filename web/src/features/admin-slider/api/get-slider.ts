import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureImage } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/common/feature/get: the home banner's slider images (data list). */
export const getSliderImages = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: FeatureImage[] }>('/api/common/feature/get', { signal })).data;

export const sliderQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.slider.all, queryFn: ({ signal }) => getSliderImages(signal) });

export const useSliderImages = () => useQuery(sliderQueryOptions());
