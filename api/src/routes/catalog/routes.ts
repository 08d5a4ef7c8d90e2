import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { LanguageListResponseSchema, LevelListResponseSchema } from '@lingualoop/shared/contracts';
import { languages, levels } from '../../db/schema';

const tags = ['catalog'];

/** Reference lists: public, and the same for everybody. */
export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/level/list',
    {
      schema: {
        tags,
        summary: 'Course levels, with their names per interface language',
        response: { 200: LevelListResponseSchema },
      },
    },
    async () =>
      db
        .select({ id: levels.id, code: levels.code, translation_map: levels.translation_map })
        .from(levels)
        .orderBy(asc(levels.sort_order)),
  );

  app.get(
    '/language/list',
    {
      schema: {
        tags,
        summary: 'Interface languages, each with its own name',
        response: { 200: LanguageListResponseSchema },
      },
    },
    async () =>
      db
        .select({ code: languages.code, name: languages.name })
        .from(languages)
        .orderBy(asc(languages.sort_order)),
  );
}
