import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  firstname: 'Lan',
  lastname: 'Phạm',
  email: 'lan@example.com',
  subject: 'Hỏi về gói Pro',
  message: 'Xin chào,\nTôi muốn biết gói Pro có hoá đơn VAT không?',
};
const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

describe('POST /contact', () => {
  it('stores the message and mails it to the support inbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    const { id, received_at } = response.json();
    expect(received_at).toBe(t.clock.now().toISOString());
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid, mailed_at: expect.any(Date) });
    const mail = t.outbox().at(-1)!;
    expect(mail).toContain('To: support@lingualoop.vn');
    expect(mail).toContain('Reply-To: lan@example.com');
    expect(mail).toContain('Tôi muốn biết gói Pro có hoá đơn VAT không?');
  });

  it('keeps the message when the mail cannot be sent', async () => {
    const failing = await createTestApp({
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
      const rows = await failing.database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.mailed_at).toBeNull();
    } finally {
      await failing.close();
    }
  });

  it.each([
    ['first name', { firstname: '' }, 'signup/fistname-invalid'],
    ['last name', { lastname: undefined }, 'signup/lastname-invalid'],
    ['email', { email: 'lan@' }, 'validation/email-invalid'],
    ['subject', { subject: '' }, 'contact/subject-invalid'],
    ['subject of spaces only', { subject: '   ' }, 'contact/subject-invalid'],
    ['first name of spaces only', { firstname: ' \t ' }, 'signup/fistname-invalid'],
    ['subject too long', { subject: 's'.repeat(151) }, 'contact/subject-invalid'],
    ['message', { message: undefined }, 'contact/message-invalid'],
    ['message of blank lines', { message: '\n\n  \n' }, 'contact/message-invalid'],
    ['message too long', { message: 'm'.repeat(5001) }, 'contact/message-invalid'],
  ])('refuses a bad %s and stores nothing', async (_name, change, key) => {
    const before = await count();
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(key);
    expect(await count()).toBe(before);
  });
});
