import { hashPassword, verifyPassword } from '../../lib/password';

let dummyHash: Promise<string> | undefined;

/**
 * Does the work of a real password check against a throwaway hash, so that "no such account" answers
 * as slowly as "wrong password" and response times do not reveal which emails have accounts.
 */
export async function spendVerifyTime(candidate: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, candidate);
  return false;
}
