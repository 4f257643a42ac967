import { notFound } from '../lib/route-loader';

/** Paths no route knows: the not-found page, with status 404. */
export const unknownPathLoader = (): Promise<null> => {
  throw notFound();
};
