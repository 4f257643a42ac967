import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { msg, useT } from '../../../i18n/i18n';

export interface StaticSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the information and policy pages: a title, a short lead and numbered sections. */
export function StaticPage({
  title,
  lead,
  sections,
  updated,
}: {
  title: string;
  lead: ReactNode;
  sections: StaticSection[];
  updated?: string;
}) {
  const t = useT();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {updated ? (
        <p className="mt-1 text-sm text-neutral-600">{t('Last updated: {date}', { date: updated })}</p>
      ) : null}
      <div className="mt-4 text-neutral-800 sm:text-lg">{lead}</div>
      <div className="mt-8 grid gap-8">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            <div className="mt-2 grid gap-2 leading-relaxed text-neutral-800 [&_li]:ml-5 [&_li]:list-disc">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** SPEC §9: business hours (a msg() text: shown with t(BUSINESS_HOURS)). */
export const BUSINESS_HOURS = msg('Monday–Saturday, 10 AM–8 PM');
