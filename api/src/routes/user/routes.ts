import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AliveResponseSchema,
  CompleteSignupEmailRequestSchema,
  ErrorKey,
  ErrorResponseSchema,
  QuotaCheckResponseSchema,
  UserSchema,
} from '@lingualoop/shared/contracts';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/client';
import { currentUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { checkQuota, refreshDailyQuota } from '../../quota/quota';
import { cleanMemberFields } from '../auth/accounts';
import { toUserResponse, touchLastSeen, updateUser } from './repository';

const tags = ['user'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorResponseSchema };

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await refreshDailyQuota(deps.db, currentUser(request), deps.clock());
      return toUserResponse(user);
    },
  );

  app.get(
    '/user/alive',
    {
      schema: {
        tags,
        security,
        summary: 'Keep-alive: records when the user was last seen',
        response: { 200: AliveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = deps.clock();
      await touchLastSeen(deps.db, currentUser(request).id, now);
      return { ok: true, last_seen_at: now.toISOString() };
    },
  );

  app.get(
    '/user/quota/check',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the quota was reset or the plan changed since the last check',
        response: { 200: QuotaCheckResponseSchema, ...errors },
      },
    },
    async (request) => checkQuota(deps.db, currentUser(request), deps.clock()),
  );

  app.post(
    '/user/complete-signup/email',
    {
      schema: {
        tags,
        security,
        summary: 'Turn the signed-in guest into a member, keeping everything the guest did',
        body: CompleteSignupEmailRequestSchema,
        response: {
          200: UserSchema,
          ...errors,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const guest = currentUser(request);
      if (!guest.is_guest) throw new HttpError(409, ErrorKey.notAGuest);
      const fields = cleanMemberFields(request.body);
      const passwordHash = await hashPassword(request.body.password);
      try {
        const member = await updateUser(
          deps.db,
          guest.id,
          { ...fields, is_guest: false, guest_code: null, password_hash: passwordHash },
          deps.clock(),
        );
        return toUserResponse(member!);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw new HttpError(409, ErrorKey.emailAlreadyExists);
        }
        throw error;
      }
    },
  );
}
