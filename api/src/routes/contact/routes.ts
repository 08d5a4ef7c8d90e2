import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import {
  ContactRequestSchema,
  ContactResponseSchema,
  ErrorResponseSchema,
} from '@lingualoop/shared/contracts';
import { contactMessages } from '../../db/schema';
import { sensitiveRateLimit } from '../../http/rate-limit';
import { normalizeEmail } from '../user/repository';

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;

  app.post(
    '/contact',
    {
      config: { rateLimit: sensitiveRateLimit(deps.config) },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (stored, then mailed to the support inbox)',
        body: ContactRequestSchema,
        response: {
          200: ContactResponseSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const [saved] = await deps.db
        .insert(contactMessages)
        .values({
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          email: normalizeEmail(body.email),
          subject: body.subject.trim(),
          message: body.message,
          created_at: deps.clock(),
        })
        .returning();
      const message = saved!;
      // The message is safe in the database either way; a mail failure is logged, not
      // shown to the visitor, and `mailed_at` stays empty so it can be sent again.
      try {
        await deps.mailer.send({
          to: deps.config.mail.contactInbox,
          replyTo: message.email,
          subject: `[Contact #${message.id}] ${message.subject}`,
          text: `${message.firstname} ${message.lastname} <${message.email}>\n\n${message.message}`,
        });
        await deps.db
          .update(contactMessages)
          .set({ mailed_at: deps.clock() })
          .where(eq(contactMessages.id, message.id));
      } catch (error) {
        request.log.error({ err: error, contactId: message.id }, 'contact mail not sent');
      }
      return { id: message.id, received_at: message.created_at.toISOString() };
    },
  );
}
