import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import type { TokenService } from '../auth/tokens';
import type { TurnstileVerifier } from '../auth/turnstile';
import type { Mailer } from '../mail/mailer';
import type { GoogleSignIn } from '../auth/google';

/** What every route can reach through `app.deps`. */
export interface AppDependencies {
  config: Config;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  turnstile: TurnstileVerifier;
  mailer: Mailer;
  google: GoogleSignIn | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    /** onRequest hook for protected calls: sets `request.user` or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user on protected calls (set by `authenticate`). */
    user: UserRow | null;
  }
}

/** The signed-in user of a protected call; only valid on routes that run `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('currentUser() on a route without authenticate');
  return request.user;
}
