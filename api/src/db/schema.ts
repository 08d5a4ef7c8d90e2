import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

// ---- courses (content from api/content/courses, imported by src/content/import.ts)

/** Published courses; a course whose file was removed is unpublished, never deleted. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    level_id: integer('level_id')
      .notNull()
      .references(() => levels.id),
    prompt_language: varchar('prompt_language', { length: 8 }).notNull(),
    answer_languages: jsonb('answer_languages').$type<string[]>().notNull(),
    price_credits: integer('price_credits').notNull(),
    translation_map: jsonb('translation_map').$type<TranslationMap>().notNull(),
    /** Titles and descriptions in every language, folded (see content/search-text.ts). */
    search_text: text('search_text').notNull(),
    /** Of the course's file: the import skips a course whose file has not changed. */
    content_hash: varchar('content_hash', { length: 64 }).notNull(),
    sort_order: integer('sort_order').notNull(),
    published: boolean('published').notNull().default(true),
    // Kept with the course, in the same transactions as the changes they count, so that the
    // dashboard reads each card in one row instead of counting on every request.
    /** Published lessons (set by the import). */
    lesson_count: integer('lesson_count').notNull().default(0),
    /** Enrolments (bought or joined). */
    student_count: integer('student_count').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('courses_price_not_negative', sql`${t.price_credits} >= 0`)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    sort_order: integer('sort_order').notNull(),
    translation_map: jsonb('translation_map').$type<TranslationMap>().notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    uniqueIndex('lessons_course_slug').on(t.course_id, t.slug),
    index('lessons_course_order').on(t.course_id, t.sort_order),
  ],
);

/** What a prompt's notes hold: grammar points and key vocabulary, each in vi, en and zh. */
export interface PromptNotes {
  grammar: { code: string; title: Record<string, string>; explanation: Record<string, string> }[];
  vocabulary: {
    word: string;
    reading?: string;
    part_of_speech: string;
    meaning: Record<string, string>;
  }[];
}

/** A sentence to translate, with its reference translations per answer language. */
export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lesson_id: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 80 }).notNull(),
    sort_order: integer('sort_order').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    text: text('text').notNull(),
    reading: text('reading'),
    references: jsonb('references').$type<Record<string, string[]>>().notNull(),
    hint: jsonb('hint').$type<Record<string, string>>().notNull(),
    notes: jsonb('notes').$type<PromptNotes>().notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    uniqueIndex('prompts_course_key').on(t.course_id, t.key),
    index('prompts_lesson_order').on(t.lesson_id, t.sort_order),
  ],
);

/** A learner in a course: bought with credits, or joined for free. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    price_credits: integer('price_credits').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrolments_user_course').on(t.user_id, t.course_id),
    index('enrolments_course_created').on(t.course_id, t.created_at),
  ],
);

/** Every change of a learner's credits, with the balance it left: the audit trail of money. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Negative when spent. */
    amount: integer('amount').notNull(),
    balance_after: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('credit_transactions_user').on(t.user_id, t.created_at)],
);

export const courseViews = pgTable(
  'course_views',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    view_count: integer('view_count').notNull().default(1),
    first_viewed_at: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
    last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] })],
);

/** The dashboard's "recent" section: courses this learner opened, latest first. */
export const courseRecents = pgTable(
  'course_recents',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.course_id] }),
    index('course_recents_user_opened').on(t.user_id, t.opened_at),
  ],
);

/** One rating per learner and course, changeable; `rated_at` is when it was last set. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    rated_at: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.course_id] }),
    index('course_ratings_course_rated').on(t.course_id, t.rated_at),
    check('course_ratings_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const courseComments = pgTable(
  'course_comments',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('course_comments_course_created').on(t.course_id, t.created_at)],
);

/** A learner's state in one lesson (spec §4 "Lesson": in progress → complete). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lesson_id: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.lesson_id] }),
    check('lesson_progress_status', sql`${t.status} IN ('in_progress', 'completed')`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
