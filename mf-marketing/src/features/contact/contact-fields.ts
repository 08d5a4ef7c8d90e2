import { ErrorKey, type ContactRequest } from '@lingualoop/shared';

export type ContactField = keyof ContactRequest;

/** In the order the form shows them; the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstname',
  'lastname',
  'email',
  'subject',
  'message',
];

export const EMPTY_CONTACT: Readonly<ContactRequest> = {
  firstname: '',
  lastname: '',
  email: '',
  subject: '',
  message: '',
};

/** The API's 400 keys that are about one field, so the error shows under that field too. */
const FIELD_BY_ERROR_KEY: Readonly<Record<string, ContactField>> = {
  [ErrorKey.firstnameInvalid]: 'firstname',
  [ErrorKey.lastnameInvalid]: 'lastname',
  [ErrorKey.emailInvalid]: 'email',
  [ErrorKey.contactSubjectInvalid]: 'subject',
  [ErrorKey.contactMessageInvalid]: 'message',
};

export function fieldForErrorKey(key: string | null): ContactField | null {
  return (key && FIELD_BY_ERROR_KEY[key]) || null;
}
