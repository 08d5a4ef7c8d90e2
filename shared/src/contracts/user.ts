import { Type, type Static } from 'typebox';
import { TimestampSchema } from './common';

/**
 * A learner. Guests have a `guest_code` and no name or email. `transaction_count` is the
 * number of translations left today: it is set to the plan's daily quota at each reset
 * (midnight Asia/Ho_Chi_Minh) and goes down by one per translation.
 */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    is_guest: Type.Boolean(),
    guest_code: Type.Union([Type.String(), Type.Null()]),
    firstname: Type.Union([Type.String(), Type.Null()]),
    lastname: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    credits: Type.Integer(),
    transaction_count: Type.Integer(),
    created_at: TimestampSchema,
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

export const AliveResponseSchema = Type.Object({
  ok: Type.Boolean(),
  last_seen_at: TimestampSchema,
});
export type AliveResponse = Static<typeof AliveResponseSchema>;

export const QuotaCheckResponseSchema = Type.Object({
  has_changed: Type.Boolean({
    description:
      "true when the daily quota was reset or the plan changed since this user's previous check",
  }),
  reset_in_seconds: Type.Integer({
    description: 'seconds until the daily quota resets (midnight Asia/Ho_Chi_Minh)',
  }),
});
export type QuotaCheckResponse = Static<typeof QuotaCheckResponseSchema>;
