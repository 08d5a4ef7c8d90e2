import { randomBytes } from 'node:crypto';
import { ErrorKey, type AuthResponse } from '@lingualoop/shared/contracts';
import type { AppDependencies } from '../../http/context';
import { HttpError } from '../../http/errors';
import { isUniqueViolation, type Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { FREE_PLAN_CODE } from '../../db/seed-data';
import { initialQuota } from '../../quota/quota';
import { findPlanByCode } from '../pricing/repository';
import { insertUser, normalizeEmail, toUserResponse, type NewUser } from '../user/repository';

/** Guest codes: unambiguous upper-case letters and digits, easy to read out to support. */
const GUEST_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newGuestCode(): string {
  const bytes = randomBytes(10);
  let code = 'G-';
  for (const byte of bytes) code += GUEST_ALPHABET[byte % GUEST_ALPHABET.length];
  return code;
}

export interface MemberFields {
  firstname: string;
  lastname: string;
  email: string;
}

/** Names and email as stored: trimmed, inner runs of spaces collapsed, email lower-cased. */
export function cleanMemberFields(fields: MemberFields): MemberFields {
  const clean = (value: string) => value.trim().replace(/\s+/g, ' ');
  return {
    firstname: clean(fields.firstname),
    lastname: clean(fields.lastname),
    email: normalizeEmail(fields.email),
  };
}

/** A new user on the free plan with the configured starting credits. */
export async function createUser(
  deps: AppDependencies,
  db: Executor,
  fields: Pick<
    NewUser,
    | 'is_guest'
    | 'guest_code'
    | 'email'
    | 'firstname'
    | 'lastname'
    | 'password_hash'
    | 'google_subject'
  >,
): Promise<UserRow> {
  const now = deps.clock();
  const free = await findPlanByCode(db, FREE_PLAN_CODE);
  try {
    return await insertUser(db, {
      ...fields,
      credits: deps.config.startingCredits,
      ...initialQuota({ plan: free }, now),
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new HttpError(409, ErrorKey.emailAlreadyExists);
    }
    throw error;
  }
}

export async function authResponse(deps: AppDependencies, user: UserRow): Promise<AuthResponse> {
  const accessToken = await deps.tokens.sign(
    { userId: user.id, version: user.token_version },
    deps.clock(),
  );
  return { access_token: accessToken, user: toUserResponse(user) };
}
