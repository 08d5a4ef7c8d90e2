import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, storage, StorageKey } from '@lingualoop/shared';
import { currentLocation, renderApp, findToastRegion } from '../../test-utils';
import { leavePage } from '../common/browser';
import SessionPage from './session-page';

vi.mock('../common/browser', () => ({ leavePage: vi.fn() }));

afterEach(() => {
  act(() => toast.dismiss());
  vi.mocked(leavePage).mockClear();
});

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

function renderSession(at = '/signin', options: Options = {}) {
  return renderApp({
    at,
    routes: [
      { path: '/signin', element: <SessionPage tab="signin" /> },
      { path: '/signup', element: <SessionPage tab="signup" /> },
    ],
    ...options,
  });
}

const signInForm = () => screen.getByRole('tabpanel');

describe('tabs', () => {
  it('shows the sign-in tab at /signin, and the URL follows the tab', async () => {
    const { user } = renderSession();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Sign in · LinguaLoop');

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(currentLocation()).toBe('/signup');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveFocus();
    expect(document.title).toBe('Sign up · LinguaLoop');

    await user.keyboard('{ArrowLeft}');
    expect(currentLocation()).toBe('/signin');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the email typed on one tab for the other', async () => {
    const { user } = renderSession();
    await user.type(screen.getByLabelText(/Email/), 'an@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('an@example.com');
  });

  it('has exactly one h1, autocomplete hints and a way home', () => {
    renderSession();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'LinguaLoop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try it as a guest' })).toHaveAttribute(
      'href',
      '/welcome-guest',
    );
  });

  it('switches the language with its own buttons', async () => {
    const { user, bus } = renderSession();
    await user.click(screen.getByRole('button', { name: 'VI Tiếng Việt' }));
    expect(bus.language).toBe('vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào mừng bạn quay lại' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VI Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'ZH 中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎回来' })).toBeInTheDocument();
    expect(document.title).toBe('登录 · LinguaLoop');
  });
});

describe('sign in', () => {
  it('shows the validation messages on submit and focuses the first invalid field', async () => {
    const { user, api } = renderSession();
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('checks the email when the field is left, and clears the message once it is right', async () => {
    const { user } = renderSession();
    const email = screen.getByLabelText(/Email/);
    await user.type(email, 'an@');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not complain about an empty field merely tabbed through', async () => {
    const { user } = renderSession();
    await user.click(screen.getByLabelText(/Email/));
    await user.tab();
    expect(screen.getByLabelText(/Email/)).not.toHaveAccessibleDescription();
  });

  it('shows a wrong password inline and as a toast, keeping what was typed', async () => {
    const { user, api } = renderSession('/signin', {
      api: {
        login: async () => {
          throw new ApiError(401, 'login/invalid-credentials');
        },
      },
    });
    await user.type(screen.getByLabelText(/Email/), 'an@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign in' }));

    expect(await within(signInForm()).findByRole('alert')).toHaveTextContent(
      'Email or password is incorrect',
    );
    expect(
      await within(await findToastRegion()).findByText('Email or password is incorrect'),
    ).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith({ email: 'an@example.com', password: 'wrong-one' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('an@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-one');
    expect(currentLocation()).toBe('/signin');
  });

  it('falls back to "Sign in failed" when the failure has no key', async () => {
    const { user } = renderSession('/signin', {
      api: { login: () => Promise.reject(new TypeError('boom')) },
    });
    await user.type(screen.getByLabelText(/Email/), 'an@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(signInForm()).findByRole('alert')).toHaveTextContent('Sign in failed');
  });

  it('signs in with the trimmed email and goes to the signed-in home', async () => {
    const { user, api, bus } = renderSession();
    await user.type(screen.getByLabelText(/Email/), '  an@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(within(signInForm()).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith({ email: 'an@example.com', password: 'secret' });
    expect(currentLocation()).toBe('/');
    expect(bus.auth.isLogged).toBe(true);
    expect(storage.get(StorageKey.accessToken)).toBe('member-token');
  });

  it('shows and hides the password', async () => {
    const { user } = renderSession();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('sign up', () => {
  const fill = async (user: ReturnType<typeof renderSession>['user']) => {
    await user.type(screen.getByLabelText(/First name/), ' Thị  Minh ');
    await user.type(screen.getByLabelText(/Last name/), 'Nguyễn');
    await user.type(screen.getByLabelText(/Email/), 'minh@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
  };

  it('asks for every field, with the password rule', async () => {
    const { user } = renderSession('/signup');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters',
    );
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
  });

  it('creates the account with cleaned values and goes to the signed-in home', async () => {
    const { user, api } = renderSession('/signup');
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.register).toHaveBeenCalledWith({
      firstname: 'Thị Minh',
      lastname: 'Nguyễn',
      email: 'minh@example.com',
      password: 'secret1',
    });
  });

  it('says when the email is taken, and offers to sign in with it', async () => {
    const { user } = renderSession('/signup', {
      api: {
        register: async () => {
          throw new ApiError(409, 'signup/email-already-exists');
        },
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await within(signInForm()).findByRole('alert');
    expect(alert).toHaveTextContent('Email already exists');
    expect(
      await within(await findToastRegion()).findByText('Email already exists'),
    ).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Sign in instead' }));
    expect(currentLocation()).toBe('/signin');
    expect(screen.getByLabelText(/Email/)).toHaveValue('minh@example.com');
  });

  it('falls back to "Sign up failed"', async () => {
    const { user } = renderSession('/signup', {
      api: { register: () => Promise.reject(new Error('x')) },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(signInForm()).findByRole('alert')).toHaveTextContent('Sign up failed');
  });
});

describe('Google sign-in', () => {
  it('is hidden when the server does not offer it', async () => {
    const { api } = renderSession();
    await waitFor(() => expect(api.authProviders).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('is hidden when the providers cannot be fetched', async () => {
    renderSession('/signin', { api: { authProviders: () => Promise.reject(new Error('x')) } });
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('is shown when configured, and leaves for the API on a click', async () => {
    const { user } = renderSession('/signup', {
      api: { authProviders: async () => ({ google: true, turnstile_site_key: null }) },
    });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(button);
    expect(leavePage).toHaveBeenCalledWith('/api/auth/google');
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('signs in with the token Google sign-in came back with', async () => {
    const { api } = renderSession('/signin#access_token=google-token');
    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(storage.get(StorageKey.accessToken)).toBe('google-token');
    expect(api.me).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/');
  });

  it('shows the error Google sign-in came back with, and clears the fragment', async () => {
    renderSession('/signin#error=auth/social-failed');
    const text = 'Signing in with your social account failed. Please try again.';
    expect(await screen.findByText(text, { selector: '[role="alert"] p' })).toBeInTheDocument();
    expect(await within(await findToastRegion()).findByText(text)).toBeInTheDocument();
    expect(currentLocation()).toBe('/signin');
    expect(storage.get(StorageKey.accessToken)).toBeNull();
  });

  it('says "Sign in failed" for an unknown error key', async () => {
    renderSession('/signin#error=something-new');
    expect(
      await screen.findByText('Sign in failed', { selector: '[role="alert"] p' }),
    ).toBeInTheDocument();
  });

  it('shows why when the profile cannot be loaded with the token', async () => {
    renderSession('/signin#access_token=t', {
      api: { me: () => Promise.reject(new ApiError(0, 'network/unreachable')) },
    });
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.', {
        selector: '[role="alert"] p',
      }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/signin');
  });
});

describe('forgot password', () => {
  it('sends the link and answers the same whoever asks', async () => {
    const { user, api } = renderSession();
    await user.type(screen.getByLabelText(/Email/), 'an@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText(/Email/);
    expect(email).toHaveValue('an@example.com');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(api.forgotPassword).not.toHaveBeenCalled();

    await user.type(email, 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "If an account exists for this email, we've sent a link",
    );
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'nobody@example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure to send', async () => {
    const { user } = renderSession('/signin', {
      api: { forgotPassword: () => Promise.reject(new ApiError(429, 'request/too-many-requests')) },
    });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Email/), 'an@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('opens at once from /signin?forgot=1, and the query goes when it closes', async () => {
    const { user } = renderSession('/signin?forgot=1');
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(currentLocation()).toBe('/signin');
  });
});
