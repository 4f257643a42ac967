import { z } from 'zod';
import { answerRouteOf, answerSchema } from '../../../common/contracts/answers';

/** A web test faked an answer the server would never send (or a route it does not have). */
export class FakeAnswerError extends Error {
  override name = 'FakeAnswerError';
}

/** What fakes got wrong in the running test; tests/helpers/web-setup.ts fails the test when any are left. */
const violations: FakeAnswerError[] = [];

/** The violations recorded since the last call, emptied. */
export function takeFakeAnswerViolations(): FakeAnswerError[] {
  return violations.splice(0);
}

/**
 * Checks one faked API answer against the server's answer contract (common/contracts/answers.ts): a 2xx
 * status against the route's success schema, any other against its error schema. Throws a FakeAnswerError
 * naming the route and the zod issues, and records it so the test fails even when the app swallows the
 * throw (a rejected fetch looks like "offline" to it). A non-2xx fake without a body stands for a gateway
 * in front of the shop (502, 503, 504) and is allowed only with a status of 500 or more.
 */
export function checkFakeAnswer(method: string, pathname: string, status: number, body: unknown): void {
  const fail = (why: string) => {
    const error = new FakeAnswerError(`Fake answer for ${method} ${pathname} (${status}): ${why}`);
    violations.push(error);
    throw error;
  };
  const route = answerRouteOf(method, pathname);
  if (!route) return fail('the server has no such route in common/contracts/answers.ts');
  if (body === undefined) {
    if (status >= 500) return;
    return fail('no body, but the server always answers JSON');
  }
  const parsed = answerSchema(route, status).safeParse(body);
  if (!parsed.success) fail(`not what ${route} answers with this status:\n${z.prettifyError(parsed.error)}`);
}

/** Returns the answer after checking it (for fakes that are not fetch: a mocked upload, a fixture). */
export function fakeAnswer<T>(route: `${string} ${string}`, body: T, status = 200): T {
  const space = route.indexOf(' ');
  checkFakeAnswer(route.slice(0, space), route.slice(space + 1), status, body);
  return body;
}
