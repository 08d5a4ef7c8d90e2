import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { loadToastify } from './load';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { Toasts } from './toasts';

function renderToasts(language = 'en') {
  const i18n = createI18n({ language });
  return render(
    <I18nextProvider i18n={i18n}>
      <Toasts theme="dark" />
    </I18nextProvider>,
  );
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toasts', () => {
  it('is a named notification region, there once a toast is asked for', async () => {
    renderToasts('vi');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await act(() => loadToastify());
    expect(await screen.findByRole('region', { name: 'Thông báo (Alt+T)' })).toBeInTheDocument();
  });

  it('shows an error as an alert at the top right, 40 px down, in the app theme', async () => {
    renderToasts();
    act(() => {
      notifyError('Email or password is incorrect');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email or password is incorrect');
    const container = alert.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(container).toHaveStyle({ top: '40px' });
    expect(alert.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--dark');
  });

  it('shows the same error once while it is on screen', async () => {
    renderToasts();
    act(() => {
      notifyError('Cannot reach the server.');
      notifyError('Cannot reach the server.');
    });
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('announces success and information politely', async () => {
    renderToasts();
    act(() => {
      notifySuccess('Message sent');
      notifyInfo('Payment not completed yet.');
    });
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves the focus to the notifications with Alt+T', async () => {
    renderToasts();
    act(() => {
      notifyError('Failed to fetch levels');
    });
    const alert = await screen.findByRole('alert');
    await userEvent.keyboard('{Alt>}t{/Alt}');
    expect(alert.closest('.Toastify__toast')).toHaveFocus();
  });
});
