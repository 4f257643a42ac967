import type { Db } from '../../db/client';
import type { PublicAnswer } from '../../plugins/http-caching';
import { getSlider } from './features.service';

/**
 * The slider as a public catalog answer (server/plugins/http-caching.ts): the API route and the pages
 * rendered in process (server/ssr/storefront-data.ts) both read it through here, so both show the same bytes.
 */
export function sliderAnswer(db: Db): PublicAnswer {
  return { key: 'slider', load: async () => JSON.stringify({ success: true, data: await getSlider(db) }) };
}
