import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Tests read the English interface unless they choose another language; the product's own
 * default (Vietnamese) applies only where a test removes this.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    });
    await use(page);
  },
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A member made through the real API, for tests that start signed in. */
export async function registerViaApi(page: Page, firstname = 'Lan', lastname = 'Phạm') {
  const email = uniqueEmail();
  const password = 'e2e-password';
  const response = await page.request.post('/api/auth/register', {
    data: { firstname, lastname, email, password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string };
  return { email, password, firstname, lastname, token: body.access_token };
}

/** Axe: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The header's language menu: open it and pick a language by its own name. */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Language|Ngôn ngữ|语言/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}
