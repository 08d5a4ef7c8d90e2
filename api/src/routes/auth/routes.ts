import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AuthProvidersResponseSchema,
  AuthResponseSchema,
  ErrorKey,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  NewGuestRequestSchema,
  NewGuestResponseSchema,
  OkResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@lingualoop/shared/contracts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { GoogleSignInError } from '../../auth/google';
import { passwordResetTokens, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sensitiveRateLimit } from '../../http/rate-limit';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserByGoogleSubject,
  updateUser,
} from '../user/repository';
import { authResponse, cleanMemberFields, createUser, newGuestCode } from './accounts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const tags = ['auth'];

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  const rateLimit = sensitiveRateLimit(deps.config);

  app.post(
    '/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserByEmail(deps.db, request.body.email);
      // Unknown emails still pay for a hash check, so timing does not tell who is a member.
      const passwordHash = user?.password_hash ?? (await decoyPasswordHash());
      const matches = await verifyPassword(passwordHash, request.body.password);
      if (!user || !user.password_hash || !matches) {
        throw new HttpError(401, ErrorKey.invalidCredentials);
      }
      return authResponse(deps, user);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create a member account',
        body: RegisterRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const fields = cleanMemberFields(request.body);
      const user = await createUser(deps, deps.db, {
        is_guest: false,
        ...fields,
        password_hash: await hashPassword(request.body.password),
      });
      return authResponse(deps, user);
    },
  );

  app.post(
    '/auth/new-guest',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create a guest account (needs a Turnstile token)',
        body: NewGuestRequestSchema,
        response: { 200: NewGuestResponseSchema, ...errors, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const outcome = await deps.turnstile.verify(request.body.turnstileToken, request.ip);
      if (outcome === 'unavailable') {
        throw new HttpError(503, ErrorKey.guestVerificationUnavailable);
      }
      if (outcome !== 'passed') throw new HttpError(400, ErrorKey.guestVerificationFailed);
      const user = await createUser(deps, deps.db, { is_guest: true, guest_code: newGuestCode() });
      const { access_token } = await authResponse(deps, user);
      return { access_token, guest_code: user.guest_code! };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Mail a one-time password reset link',
        description: 'Answers the same whether or not the email belongs to a member.',
        body: ForgotPasswordRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserByEmail(deps.db, request.body.email);
      if (user && !user.is_guest && user.email) {
        const token = randomBytes(32).toString('base64url');
        const now = deps.clock();
        await deps.db.insert(passwordResetTokens).values({
          user_id: user.id,
          token_hash: hashResetToken(token),
          expires_at: new Date(now.getTime() + deps.config.passwordResetTtlMinutes * 60_000),
        });
        const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
        await deps.mailer.send({
          to: user.email,
          subject: 'Đặt lại mật khẩu LinguaLoop / Reset your LinguaLoop password',
          text: [
            `Xin chào ${user.firstname ?? ''},`,
            '',
            `Để đặt mật khẩu mới, hãy mở liên kết sau (hiệu lực ${deps.config.passwordResetTtlMinutes} phút, dùng một lần):`,
            link,
            '',
            `To choose a new password, open this link (valid for ${deps.config.passwordResetTtlMinutes} minutes, once):`,
            link,
            '',
            'Nếu bạn không yêu cầu, hãy bỏ qua thư này. / If you did not ask for this, ignore this mail.',
          ].join('\n'),
        });
      }
      return { ok: true };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with a reset link token',
        description: 'Signs the member out of every other session.',
        body: ResetPasswordRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = deps.clock();
      const passwordHash = await hashPassword(request.body.password);
      const user = await deps.db.transaction(async (tx) => {
        // Marking it used in the same statement that finds it makes the token single-use
        // even when two resets race.
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ used_at: now })
          .where(
            and(
              eq(passwordResetTokens.token_hash, hashResetToken(request.body.token)),
              isNull(passwordResetTokens.used_at),
              gt(passwordResetTokens.expires_at, now),
            ),
          )
          .returning();
        if (!token) throw new HttpError(400, ErrorKey.resetTokenInvalid);
        await tx
          .update(users)
          .set({ password_hash: passwordHash })
          .where(eq(users.id, token.user_id));
        return bumpTokenVersion(tx, token.user_id, now);
      });
      return authResponse(deps, user);
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social sign-in providers are configured',
        response: { 200: AuthProvidersResponseSchema },
      },
    },
    async () => ({
      google: deps.google !== undefined,
      turnstile_site_key: deps.config.turnstileSiteKey,
    }),
  );

  app.get(
    '/auth/google',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Start Google sign-in (browser navigation; redirects to Google)',
        response: { 302: Type.Null(), 501: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!deps.google) throw new HttpError(501, ErrorKey.socialNotAvailable);
      try {
        return reply.redirect(await deps.google.authorizationUrl(deps.clock()));
      } catch (error) {
        app.log.warn({ err: error }, 'google sign-in could not start');
        throw new HttpError(503, ErrorKey.socialFailed);
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Where Google sends the browser back',
        description:
          'Redirects to the web app: /signin#access_token=… on success, /signin#error=<key> otherwise.',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2048 })),
          state: Type.Optional(Type.String({ maxLength: 128 })),
          error: Type.Optional(Type.String({ maxLength: 256 })),
        }),
        response: { 302: Type.Null(), 501: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!deps.google) throw new HttpError(501, ErrorKey.socialNotAvailable);
      // The token travels in the fragment: browsers never send it to a server or a log.
      const back = (fragment: Record<string, string>) =>
        reply.redirect(`${deps.config.publicUrl}/signin#${new URLSearchParams(fragment)}`);
      const { code, state } = request.query;
      if (!code || !state) return back({ error: ErrorKey.socialFailed });
      try {
        const identity = await deps.google.finish(code, state, deps.clock());
        let user = await findUserByGoogleSubject(deps.db, identity.subject);
        if (!user && identity.email && identity.emailVerified) {
          const byEmail = await findUserByEmail(deps.db, identity.email);
          // A member already linked to another Google account is not re-linked silently.
          if (byEmail && !byEmail.google_subject) {
            user = await updateUser(
              deps.db,
              byEmail.id,
              { google_subject: identity.subject },
              deps.clock(),
            );
          }
        }
        if (!user) {
          if (!identity.email || !identity.emailVerified)
            return back({ error: ErrorKey.socialFailed });
          const fields = cleanMemberFields({
            firstname: identity.givenName ?? identity.email.split('@')[0]!,
            lastname: identity.familyName ?? '',
            email: identity.email,
          });
          user = await createUser(deps, deps.db, {
            is_guest: false,
            ...fields,
            firstname: fields.firstname.slice(0, 50),
            lastname: fields.lastname.slice(0, 50),
            google_subject: identity.subject,
          });
        }
        const { access_token } = await authResponse(deps, user);
        return back({ access_token });
      } catch (error) {
        // The browser is mid-navigation: whatever went wrong, it goes back to the sign-in
        // screen with a key it can translate, never to a JSON error page.
        if (error instanceof GoogleSignInError)
          request.log.warn({ err: error }, 'google sign-in refused');
        else request.log.error({ err: error }, 'google sign-in failed');
        return back({ error: ErrorKey.socialFailed });
      }
    },
  );
}
