import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/common/feature/get: the home banner's slider images. */
export const sliderQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.slider(),
    queryFn: ({ client }) => storefrontOf(client).slider(),
    staleTime: 5 * 60_000,
  });

export const useSlider = () => useQuery(sliderQuery());
