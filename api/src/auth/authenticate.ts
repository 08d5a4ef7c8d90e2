import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorKey } from '@lingualoop/shared/contracts';
import { HttpError } from '../http/errors';
import { findUserById } from '../routes/user/repository';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Protected calls need a valid, unexpired token of an existing user whose sessions have not
 * been revoked since it was signed. Anything else is 401.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const { tokens, db, clock } = app.deps;
    const claims = token ? await tokens.verify(token, clock()) : undefined;
    const user = claims ? await findUserById(db, claims.userId) : undefined;
    if (!claims || !user || user.token_version !== claims.version) {
      throw new HttpError(401, ErrorKey.unauthorized);
    }
    request.user = user;
  });
}
