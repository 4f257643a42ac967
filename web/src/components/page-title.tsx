import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { shopName } from '../lib/brand';

/** The document title for a page (React 19 hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  const settings = usePublicSettings();
  return <title>{`${title} · ${shopName(settings.companyName)}`}</title>;
}
