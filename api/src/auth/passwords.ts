import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; its cost parameters are OWASP's minimums.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has: login verifies against it when the email is unknown, so
 * the answer takes as long as for a wrong password and does not reveal who is a member.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy password for unknown accounts');
  return decoyHash;
}
