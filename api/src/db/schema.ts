import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TranslationMap } from '@lingualoop/shared/contracts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const languages = pgTable('languages', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: text('name').notNull(),
  sort_order: integer('sort_order').notNull(),
});

export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  sort_order: integer('sort_order').notNull(),
  translation_map: jsonb('translation_map').$type<TranslationMap>().notNull(),
});

export const pricingPlans = pgTable('pricing_plans', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  sort_order: integer('sort_order').notNull(),
  monthly_price_vnd: integer('monthly_price_vnd').notNull(),
  yearly_price_vnd: integer('yearly_price_vnd').notNull(),
  daily_translations: integer('daily_translations').notNull(),
  team_min_seats: integer('team_min_seats').notNull(),
  team_discount_percent: integer('team_discount_percent').notNull(),
  translation_map: jsonb('translation_map').$type<TranslationMap>().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    is_guest: boolean('is_guest').notNull(),
    guest_code: varchar('guest_code', { length: 32 }),
    /** Stored lower-cased; unique among members. */
    email: varchar('email', { length: 254 }),
    firstname: varchar('firstname', { length: 50 }),
    lastname: varchar('lastname', { length: 50 }),
    password_hash: text('password_hash'),
    google_subject: varchar('google_subject', { length: 255 }),
    credits: integer('credits').notNull(),
    /** Translations left today; reset to the plan's quota on the first use after midnight. */
    transaction_count: integer('transaction_count').notNull(),
    /** The Vietnam day `transaction_count` belongs to. */
    quota_day: date('quota_day', { mode: 'string' }).notNull(),
    /** What the last quota check saw (day and plan), to tell the next one whether it changed. */
    quota_state: text('quota_state').notNull(),
    /** Bumped to sign out every session, e.g. when the password is reset. */
    token_version: integer('token_version').notNull().default(0),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_guest_code_unique').on(t.guest_code),
    uniqueIndex('users_google_subject_unique').on(t.google_subject),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    check('users_transaction_count_not_negative', sql`${t.transaction_count} >= 0`),
    check(
      'users_guest_or_member',
      sql`(${t.is_guest} AND ${t.email} IS NULL) OR (NOT ${t.is_guest} AND ${t.email} IS NOT NULL)`,
    ),
  ],
);

export const userPricingPlans = pgTable(
  'user_pricing_plans',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricing_plan_id: integer('pricing_plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    seats: integer('seats').notNull().default(1),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    expired_at: timestamp('expired_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('user_pricing_plans_user_expiry').on(t.user_id, t.expired_at)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the token itself only ever exists in the mail. */
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('password_reset_tokens_user').on(t.user_id)],
);

/** Social-login round trips in flight; in the database so any API instance can finish one. */
export const oauthStates = pgTable('oauth_states', {
  state: varchar('state', { length: 64 }).primaryKey(),
  code_verifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstname: varchar('firstname', { length: 50 }).notNull(),
  lastname: varchar('lastname', { length: 50 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 150 }).notNull(),
  message: text('message').notNull(),
  mailed_at: timestamp('mailed_at', { withTimezone: true }),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type PricingPlanRow = typeof pricingPlans.$inferSelect;
