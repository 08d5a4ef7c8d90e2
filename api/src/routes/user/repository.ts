import { eq, sql } from 'drizzle-orm';
import type { User } from '@lingualoop/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    is_guest: row.is_guest,
    guest_code: row.guest_code,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    credits: row.credits,
    transaction_count: row.transaction_count,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Every authenticated request looks its user up, so this one query is prepared once per
 * database: drizzle does not rebuild its SQL and PostgreSQL keeps its plan.
 */
const preparedFindUserById = new WeakMap<Database, ReturnType<typeof prepareFindUserById>>();
function prepareFindUserById(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id');
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  let query = preparedFindUserById.get(db);
  if (!query) {
    query = prepareFindUserById(db);
    preparedFindUserById.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserByGoogleSubject(
  db: Executor,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.google_subject, subject));
  return row;
}

/** Emails are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updated_at: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function touchLastSeen(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(users).set({ last_seen_at: now }).where(eq(users.id, id));
}

/** Signs the user out everywhere: tokens carrying an older version stop working. */
export async function bumpTokenVersion(db: Executor, id: number, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
