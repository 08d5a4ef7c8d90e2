import { Type, type Static } from 'typebox';
import { RequiredTextSchema } from './common';
import { EmailSchema } from './auth';
import { ErrorKey } from './error-keys';
import { NAME_MAX_LENGTH } from './validation-rules';

export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

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
