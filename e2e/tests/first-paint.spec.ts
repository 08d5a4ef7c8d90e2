import { expect, test } from '../support/app';

/*
 * The server sends the home page's first screen as HTML (scripts/serve.mjs, the shell's and
 * mf-marketing's first paints), and the app takes its place once it is live. These tests
 * use the `context` fixture: a first visit, in the product's default language.
 */
const HERO = 'Học ngoại ngữ bằng cách dịch những câu thực tế';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a first visit sees the home page, its header and working links', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Bảng giá' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Bắt đầu miễn phí' }).first()).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

test('the live app replaces the first paint with the same screen, without a shift', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
  await expect(page.locator('h1')).toHaveCount(1);
  const remotes = await page.evaluate(() => window.lingualoop?.remotes() ?? []);
  expect(remotes).toContainEqual(
    expect.objectContaining({ name: 'mf_marketing', status: 'ready' }),
  );
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
  expect(shift).toBe(0);
  // The app is live: the header's controls work.
  await page.getByRole('button', { name: 'Chuyển sang giao diện tối' }).click();
  await expect(page.locator('body')).toHaveClass(/dark/);
});

test('a visitor who chose another language never sees the first paint', async ({ page }) => {
  // `page` stores English before the page runs (support/app.ts).
  await page.goto('/');
  await expect(page.locator('#first-paint')).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn a language by translating real sentences' }),
  ).toBeVisible();
});

test('other pages have no first paint', async ({ context }) => {
  const page = await context.newPage();
  const response = await page.request.get('/about');
  expect(await response.text()).not.toContain('id="first-paint"');
});
