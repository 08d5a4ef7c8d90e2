import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, storage, StorageKey } from '@lingualoop/shared';
import { currentLocation, renderApp, findToastRegion } from '../../test-utils';
import { DEV_TURNSTILE_TOKEN } from './components/dev-human-check';
import { TURNSTILE_SCRIPT_URL, type TurnstileRenderOptions } from './hooks/load-turnstile';
import WelcomeGuestPage from './welcome-guest-page';

afterEach(() => {
  act(() => toast.dismiss());
  delete window.turnstile;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

function renderGuest(options: Options = {}) {
  return renderApp({
    at: '/welcome-guest',
    routes: [{ path: '/welcome-guest', element: <WelcomeGuestPage /> }],
    ...options,
  });
}

const withSiteKey = {
  authProviders: async () => ({ google: false, turnstile_site_key: 'site-key' }),
};
const startButton = () => screen.getByRole('button', { name: 'Start as guest' });

describe('development mode (no site key)', () => {
  it('explains guest mode and says the human check is skipped', async () => {
    renderGuest();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Try LinguaLoop as a guest' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No email needed/)).toBeInTheDocument();
    expect(screen.getByText(/Complete your signup later/)).toBeInTheDocument();
    expect(await screen.findByText('Development mode: human check skipped')).toBeInTheDocument();
    expect(document.title).toBe('Try as a guest · LinguaLoop');
  });

  it('asks for the check first, then creates a guest with the dummy token and goes home', async () => {
    const { user, api } = renderGuest();
    const box = await screen.findByRole('checkbox', { name: 'I am a person (development check)' });
    await user.click(startButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the human check first.');
    expect(api.newGuest).not.toHaveBeenCalled();

    await user.click(box);
    expect(screen.queryByText('Please complete the human check first.')).not.toBeInTheDocument();
    await user.click(startButton());

    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.newGuest).toHaveBeenCalledWith({ turnstileToken: DEV_TURNSTILE_TOKEN });
    expect(DEV_TURNSTILE_TOKEN).toBe('XXXX.DUMMY.TOKEN.XXXX');
    expect(storage.get(StorageKey.accessToken)).toBe('guest-token');
    expect(currentLocation()).toBe('/');
  });

  it('shows a failed verification, and lets the visitor try again', async () => {
    let tries = 0;
    const { user, api } = renderGuest({
      api: {
        newGuest: async () => {
          tries += 1;
          if (tries === 1) throw new ApiError(400, 'auth/guest-verification-failed');
          return { access_token: 'guest-token', guest_code: 'G-1' };
        },
      },
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(startButton());
    const message = 'We could not verify that you are human. Please try again.';
    expect(await screen.findByText(message, { selector: '[role="alert"] p' })).toBeInTheDocument();
    expect(await within(await findToastRegion()).findByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe('/welcome-guest');

    await user.click(startButton());
    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.newGuest).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      new ApiError(503, 'auth/guest-verification-unavailable'),
      'Verification is unavailable right now. Please try again later.',
    ],
    [new TypeError('offline'), 'Create guest user failed'],
  ])('translates %o', async (failure, text) => {
    const { user } = renderGuest({ api: { newGuest: () => Promise.reject(failure) } });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(startButton());
    expect(await screen.findByText(text, { selector: '[role="alert"] p' })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot say which check to use', async () => {
    let calls = 0;
    const { user } = renderGuest({
      api: {
        authProviders: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(0, 'network/unreachable');
          return { google: false, turnstile_site_key: null };
        },
      },
    });
    expect(await screen.findByText('We could not prepare the human check.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox')).toBeInTheDocument();
  });
});

describe('Turnstile (site key configured)', () => {
  it('renders the widget and starts with its token', async () => {
    let options: TurnstileRenderOptions | undefined;
    const remove = vi.fn();
    window.turnstile = {
      render: vi.fn((_element: HTMLElement, given: TurnstileRenderOptions) => {
        options = given;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove,
    };
    const { user, api } = renderGuest({ api: withSiteKey });
    await vi.waitFor(() => expect(options).toBeDefined());
    expect(options).toMatchObject({ sitekey: 'site-key', language: 'en', theme: 'light' });
    expect(screen.queryByText('Development mode: human check skipped')).not.toBeInTheDocument();

    act(() => options!.callback('cf-token'));
    await user.click(startButton());
    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.newGuest).toHaveBeenCalledWith({ turnstileToken: 'cf-token' });
    expect(remove).toHaveBeenCalledWith('widget-1');
  });

  it('asks again when the token expires, and gets a fresh widget after a refusal', async () => {
    const rendered: TurnstileRenderOptions[] = [];
    window.turnstile = {
      render: vi.fn((_element: HTMLElement, given: TurnstileRenderOptions) => {
        rendered.push(given);
        return `widget-${rendered.length}`;
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const { user, api } = renderGuest({
      api: {
        ...withSiteKey,
        newGuest: () => Promise.reject(new ApiError(400, 'auth/guest-verification-failed')),
      },
    });
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    act(() => rendered[0]!.callback('first'));
    act(() => rendered[0]!['expired-callback']());
    expect(screen.getByText('The human check expired. Please do it again.')).toBeInTheDocument();
    await user.click(startButton());
    expect(screen.getByText('Please complete the human check first.')).toBeInTheDocument();

    act(() => rendered[0]!.callback('second'));
    await user.click(startButton());
    await screen.findByText('We could not verify that you are human. Please try again.', {
      selector: '[role="alert"] p',
    });
    expect(api.newGuest).toHaveBeenCalledWith({ turnstileToken: 'second' });
    // Single-use tokens: the widget is rendered afresh for the next try.
    await vi.waitFor(() => expect(rendered).toHaveLength(2));
  });

  it('says when the script cannot be loaded, and loads it again on retry', async () => {
    const { user } = renderGuest({ api: withSiteKey });
    expect(await screen.findByText('Loading the human check…')).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>(
      `script[src="${TURNSTILE_SCRIPT_URL}"]`,
    );
    expect(script).not.toBeNull();
    act(() => {
      fireEvent.error(script!);
    });
    expect(
      await screen.findByText(
        'The human check could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(script).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = document.querySelector<HTMLScriptElement>(
      `script[src="${TURNSTILE_SCRIPT_URL}"]`,
    );
    expect(again).not.toBeNull();
    const render = vi.fn(() => 'widget-1');
    window.turnstile = { render, reset: vi.fn(), remove: vi.fn() };
    act(() => {
      fireEvent.load(again!);
    });
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
