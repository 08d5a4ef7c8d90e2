import net from 'node:net';
import { chooseLanguage, expect, expectAccessible, registerViaApi, test } from '../support/app';
import { PORTS, startServer, stopServer } from '../support/servers';

test.describe('language', () => {
  test('switching changes the text at once and is kept across a reload', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();

    await chooseLanguage(page, 'Tiếng Việt');
    await expect(page.getByRole('link', { name: 'Bảng giá' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('vi');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Bảng giá' }).first()).toBeVisible();

    await chooseLanguage(page, '中文');
    await expect(page.getByRole('link', { name: '价格' }).first()).toBeVisible();
    // The switcher shows the upper-cased code of the current language.
    await expect(page.getByRole('button', { name: /^ZH, 语言/ })).toContainText('ZH');
  });

  test('reads a stored "cn" as Chinese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'cn'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('link', { name: '价格' }).first()).toBeVisible();
  });
});

test.describe('theme', () => {
  test('the toggle switches the body class and is kept', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect(page.locator('body')).toHaveClass(/light/);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the right with the links, the dark-mode switch and sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // 80 % of 375 px, on the right-hand side (once its slide-in animation has ended).
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([300, 375]);
    await expect(drawer.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await drawer.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('session', () => {
  test('a stored token that the API refuses is removed and leads to sign-in', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('access_token', 'not-a-valid-token');
      }
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the signed-in header shows the user, the quota and the plan; log out returns home', async ({
    page,
  }) => {
    const member = await registerViaApi(page, 'Minh', 'Trần');
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('access_token', token);
      }
    }, member.token);
    await page.goto('/');
    await expect(page.getByTestId('quota')).toHaveText('0/5 translations today');
    await expect(page.getByTestId('credits')).toHaveText('100 credits');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Minh Trần');
    await expect(page.getByTestId('account-email')).toHaveText(member.email);
    await expect(page.getByText('Plan: Free')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('composition', () => {
  test('each shared singleton is loaded exactly once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = await page.evaluate(() => {
      type ShareInfo = { loaded?: boolean; lib?: unknown; from: string; version: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
          };
        }
      ).__FEDERATION__;
      const counts: Record<string, number> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            const instances = Object.values(versions).filter((v) => v.loaded || v.lib);
            counts[name] = Math.max(counts[name] ?? 0, instances.length);
          }
        }
      }
      return counts;
    });
    for (const name of [
      'react',
      'react-dom',
      'styled-components',
      'i18next',
      '@lingualoop/shared',
    ]) {
      expect(loaded[name], name).toBe(1);
    }
  });

  test('the composed remotes are inspectable in the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const remotes = await page.evaluate(() => window.lingualoop?.remotes());
    expect(remotes).toContainEqual(
      expect.objectContaining({
        name: 'mf_marketing',
        status: 'ready',
        version: '0.1.0',
        entry: `http://localhost:${PORTS.mf_marketing}/mf-manifest.json`,
        source: 'remotes.json',
      }),
    );
  });

  test('a stopped remote shows its fallback, the rest works, and retry brings it back', async ({
    page,
  }) => {
    await stopServer('mf_marketing');
    try {
      await page.goto('/pricing');
      await expect(page.getByRole('alert')).toContainText(
        'This part of LinguaLoop could not be loaded.',
      );
      // The shell around it still works: navigation, language, another remote.
      await chooseLanguage(page, 'Tiếng Việt');
      await expect(page.getByRole('link', { name: 'Bảng giá' }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Không thể tải phần này');
      await page.getByRole('link', { name: 'Đăng nhập' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('alert')).toBeVisible();
    } finally {
      await startServer('mf_marketing');
    }
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote that accepts connections but never answers gives the fallback within 10 s', async ({
    page,
  }) => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await page.addInitScript((entry) => {
        localStorage.setItem(
          'lingualoop:remote-overrides',
          JSON.stringify({ mf_marketing: entry }),
        );
      }, `http://127.0.0.1:${port}/mf-manifest.json`);
      await page.goto('/');
      // The product's promise (manifest deadline and retry, then the area's own deadline).
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
