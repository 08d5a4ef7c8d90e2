import { expect, expectAccessible, test, uniqueEmail } from '../support/app';

const PAGES = [
  { path: '/', heading: 'Learn a language by translating real sentences' },
  { path: '/about', heading: 'About LinguaLoop' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/features', heading: 'Features' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
];

test.describe('the public area (mf-marketing)', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its page inside the public layout, accessibly`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('support@lingualoop.vn');
      await expectAccessible(page);
    });
  }

  test('unknown paths and /coming-soon have their own pages', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  });

  test('pricing lists the three plans from the API and toggles the billing period', async ({
    page,
  }) => {
    await page.goto('/pricing');
    for (const plan of ['Free', 'Pro', 'Enterprise']) {
      await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/99[.,]000/).first()).toBeVisible();
    await page
      .getByRole('radio', { name: /Yearly/ })
      .or(page.getByRole('button', { name: /Yearly/ }))
      .first()
      .click();
    await expect(page.getByText(/990[.,]000/).first()).toBeVisible();
    await expect(page.getByText(/17%/).first()).toBeVisible();
    await expect(page.getByText(/VAT/).first()).toBeVisible();
  });

  test('the contact form sends, confirms the reply time and can send another', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText('Email is required').first()).toBeVisible();
    const email = uniqueEmail('contact');
    await page.getByLabel('First name').fill('Lan');
    await page.getByLabel('Last name').fill('Phạm');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Hỏi về gói Pro');
    await page.getByLabel(/^Message/).fill('Gói Pro có xuất hoá đơn VAT không?');
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText(`We will reply to ${email} within 24–48 hours.`)).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByText('Monday – Friday')).toBeVisible();
  });
});
