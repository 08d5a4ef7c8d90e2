import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerAuthentication } from './auth/authenticate';
import { createGoogleSignIn } from './auth/google';
import { TokenService } from './auth/tokens';
import { createTurnstileVerifier, type TurnstileVerifier } from './auth/turnstile';
import type { AppDependencies } from './http/context';
import { registerErrorHandling } from './http/errors';
import { registerValidation } from './http/validation';
import { createMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './routes/auth/routes';
import { catalogRoutes } from './routes/catalog/routes';
import { contactRoutes } from './routes/contact/routes';
import { courseRoutes } from './routes/course/routes';
import { healthRoutes } from './routes/health/routes';
import { pricingRoutes } from './routes/pricing/routes';
import { userRoutes } from './routes/user/routes';

export interface BuildAppOptions {
  config: Config;
  /** An opened, migrated and seeded database; the app closes it when it closes. */
  database: DatabaseHandle;
  clock?: Clock;
  turnstile?: TurnstileVerifier;
  mailer?: Mailer;
}

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole API. `server.ts` listens with it; tests call it and use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Start-up on a loaded 2-core machine (CI running suites in parallel) can exceed the 10 s
    // default without anything being wrong.
    pluginTimeout: 60_000,
    // Unicode and very long routes are not ours; keep the router's work bounded.
    routerOptions: { maxParamLength: 200 },
  });

  const deps: AppDependencies = {
    config,
    db: database.db,
    clock: options.clock ?? systemClock,
    tokens: new TokenService(config.jwtSecret, config.jwtExpiresIn),
    turnstile:
      options.turnstile ??
      createTurnstileVerifier({
        secret: config.turnstileSecret,
        verifyUrl: config.turnstileVerifyUrl,
      }),
    mailer: options.mailer ?? createMailer(config.mail, path.join(config.dataDir, 'outbox')),
    google: config.google ? createGoogleSignIn(config.google, database.db) : undefined,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => database.close());

  registerValidation(app);
  registerErrorHandling(app);
  registerAuthentication(app);

  await app.register(helmet, {
    // The docs page is the only HTML this server sends; swagger-ui needs its inline style.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });
  await app.register(cors, { origin: config.corsOrigins, maxAge: 600 });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LinguaLoop API',
        version: '0.1.0',
        description:
          'Every call under /api. Errors are { statusCode, error, message } where message is a stable key the client translates.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(catalogRoutes);
      await api.register(pricingRoutes);
      await api.register(contactRoutes);
      await api.register(courseRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
