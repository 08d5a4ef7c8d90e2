import { expect, expectAccessible, registerViaApi, test, uniqueEmail } from '../support/app';

test.describe('session screens (mf-account)', () => {
  test('sign-up leads to the signed-in area with the user in the header', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const email = uniqueEmail('signup');
    await page.getByLabel('First name').fill('Hoa');
    await page.getByLabel('Last name').fill('Nguyễn');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Hoa Nguyễn');
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });

  test('signing in with a wrong password shows the translated error', async ({ page }) => {
    const member = await registerViaApi(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' }).first(),
    ).toBeVisible();

    // The same error in Vietnamese.
    await page.getByRole('button', { name: /^VI/ }).click();
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
    await expect(page.getByText('Email hoặc mật khẩu không đúng').first()).toBeVisible();
  });

  test('signing in with the right password opens the signed-in area', async ({ page }) => {
    const member = await registerViaApi(page, 'Quân', 'Lê');
    await page.goto('/signin');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Quân Lê');
  });

  test('starting as a guest shows Guest in the header; log out returns to the public area', async ({
    page,
  }) => {
    await page.goto('/welcome-guest');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('I am a person (development check)').check();
    await page.getByRole('button', { name: 'Start as guest' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Guest');
    expect(await page.evaluate(() => localStorage.getItem('guest_code'))).toMatch(/^G-/);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest_code'))).toBeNull();
  });
});
