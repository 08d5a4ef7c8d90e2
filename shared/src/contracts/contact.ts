import { Type, type Static } from 'typebox';
import { RequiredTextSchema } from './common';
import { EmailSchema } from './auth';
import { ErrorKey } from './error-keys';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from './validation-rules';

export const ContactRequestSchema = Type.Object(
  {
    firstname: RequiredTextSchema(NAME_MAX_LENGTH, {
      'x-error-key': ErrorKey.firstnameInvalid,
    }),
    lastname: RequiredTextSchema(NAME_MAX_LENGTH, {
      'x-error-key': ErrorKey.lastnameInvalid,
    }),
    email: EmailSchema,
    subject: RequiredTextSchema(CONTACT_SUBJECT_MAX_LENGTH, {
      'x-error-key': ErrorKey.contactSubjectInvalid,
    }),
    message: RequiredTextSchema(CONTACT_MESSAGE_MAX_LENGTH, {
      'x-error-key': ErrorKey.contactMessageInvalid,
    }),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

export const ContactResponseSchema = Type.Object({
  id: Type.Integer(),
  received_at: Type.String({ format: 'date-time' }),
});
export type ContactResponse = Static<typeof ContactResponseSchema>;
