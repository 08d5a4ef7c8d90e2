import { act, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, storage, StorageKey } from '@lingualoop/shared';
import { currentLocation, findInlineAlert, renderApp, findToastRegion } from '../../test-utils';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  act(() => toast.dismiss());
});

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

function renderReset(at: string, options: Options = {}) {
  return renderApp({
    at,
    routes: [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    ...options,
  });
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Repeat the new password/);

describe('reset password', () => {
  it('sets the new password, signs in and goes home', async () => {
    storage.set(StorageKey.guestCode, 'G-OLD');
    const { user, api } = renderReset('/reset-password?token=abc123');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Choose a new password · LinguaLoop');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');

    await user.type(newPassword(), 'new-secret');
    await user.type(confirmation(), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'abc123', password: 'new-secret' });
    expect(storage.get(StorageKey.accessToken)).toBe('reset-token');
    expect(storage.get(StorageKey.guestCode)).toBeNull();
    expect(api.me).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/');
  });

  it('wants the password twice, the same', async () => {
    const { user, api } = renderReset('/reset-password?token=abc123');
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmation(), 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmation()).toHaveFocus();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('explains an invalid or expired link and links to a new one', async () => {
    const { user } = renderReset('/reset-password?token=used', {
      api: {
        resetPassword: () => Promise.reject(new ApiError(400, 'reset-password/invalid-token')),
      },
    });
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmation(), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/signin?forgot=1',
    );
    expect(storage.get(StorageKey.accessToken)).toBeNull();
  });

  it('says the same when the link has no token', () => {
    renderReset('/reset-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('shows other failures and keeps the form', async () => {
    const { user } = renderReset('/reset-password?token=abc', {
      api: { resetPassword: () => Promise.reject(new Error('x')) },
    });
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmation(), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await findInlineAlert()).toHaveTextContent('Failed to reset password');
    expect(
      await within(await findToastRegion()).findByText('Failed to reset password'),
    ).toBeInTheDocument();
    expect(newPassword()).toHaveValue('new-secret');
  });
});
