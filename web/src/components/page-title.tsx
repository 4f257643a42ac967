import { PageHead } from './page-head';

/** The document title for a page, with the head tags every page carries (PageHead with defaults). */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  return <PageHead title={title} description={description} />;
}
