import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  PricingPlanListResponseSchema,
  UserPricingPlanResponseSchema,
} from '@lingualoop/shared/contracts';
import { currentUser } from '../../http/context';
import { findActivePlan, listPricingPlans, toPricingPlanResponse } from './repository';

const tags = ['pricing'];

export async function pricingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;

  app.get(
    '/pricing_plan/list',
    {
      schema: {
        tags,
        summary: 'The plans with their prices in VND, daily quota and team pricing',
        response: { 200: PricingPlanListResponseSchema },
      },
    },
    async () => (await listPricingPlans(deps.db)).map(toPricingPlanResponse),
  );

  app.get(
    '/user_pricing_plan/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "The signed-in user's plan in force and its daily quota",
        response: { 200: UserPricingPlanResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { plan, subscription } = await findActivePlan(
        deps.db,
        currentUser(request).id,
        deps.clock(),
      );
      return {
        quota: { num_translations: plan.daily_translations },
        pricingPlan: { id: plan.id, code: plan.code, translationMap: plan.translation_map },
        seats: subscription?.seats ?? 1,
        ...(subscription ? { expired_at: subscription.expired_at.toISOString() } : {}),
      };
    },
  );
}
