import { act, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, useAuth, type User } from '@lingualoop/shared';
import { aGuest, aMember, findInlineAlert, renderApp, findToastRegion } from '../../test-utils';
import CompleteSignupPage from './complete-signup-page';

afterEach(() => {
  act(() => toast.dismiss());
});

/** What the shell's header shows, to see the new name arrive. */
function HeaderName() {
  const { user } = useAuth();
  return <p data-testid="header-name">{user?.firstname ?? 'Guest'}</p>;
}

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

async function renderComplete(me: User = aGuest, options: Options = {}) {
  const app = renderApp({
    at: '/complete-signup',
    routes: [
      {
        path: '/complete-signup',
        element: (
          <>
            <HeaderName />
            <CompleteSignupPage />
          </>
        ),
      },
    ],
    ...options,
    api: { me: async () => me, ...options.api },
  });
  await act(() => app.bus.loadMe());
  return app;
}

async function fillQuick(user: Awaited<ReturnType<typeof renderComplete>>['user']) {
  await user.type(screen.getByLabelText(/First name/), 'Bình');
  await user.type(screen.getByLabelText(/Last name/), 'Trần');
  await user.type(screen.getByLabelText(/Email/), 'binh@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
}

const submit = () => screen.getByRole('button', { name: 'Complete signup' });

describe('complete signup', () => {
  it('offers quick signup, the step-by-step form and premium', async () => {
    await renderComplete();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete your signup' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Quick signup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Step by step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See premium plans' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(document.title).toBe('Complete signup · LinguaLoop');
  });

  it('keeps what was typed when switching to the step-by-step form, which explains each field', async () => {
    const { user } = await renderComplete();
    await user.type(screen.getByLabelText(/First name/), 'Bình');
    await user.click(screen.getByRole('tab', { name: 'Step by step' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Bình');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'You sign in with it, and we send password reset links to it.',
    );
  });

  it('turns the guest into a member: success message, and the header shows the new name', async () => {
    const member = { ...aMember, firstname: 'Bình', lastname: 'Trần', email: 'binh@example.com' };
    const { user, api } = await renderComplete(aGuest, {
      api: { completeSignupEmail: async () => member },
    });
    expect(screen.getByTestId('header-name')).toHaveTextContent('Guest');
    await fillQuick(user);
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Bình!' }),
    ).toBeInTheDocument();
    expect(api.completeSignupEmail).toHaveBeenCalledWith({
      firstname: 'Bình',
      lastname: 'Trần',
      email: 'binh@example.com',
      password: 'secret1',
    });
    expect(screen.getByText(/sign in with binh@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Bình');
    expect(await within(await findToastRegion()).findByText('Signup complete')).toBeInTheDocument();
  });

  it('says when the email is taken, keeping the form', async () => {
    const { user } = await renderComplete(aGuest, {
      api: {
        completeSignupEmail: () => Promise.reject(new ApiError(409, 'signup/email-already-exists')),
      },
    });
    await fillQuick(user);
    await user.click(submit());
    expect(await findInlineAlert()).toHaveTextContent('Email already exists');
    expect(
      await within(await findToastRegion()).findByText('Email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('binh@example.com');
  });

  it.each([
    [
      new ApiError(409, 'complete-signup/not-a-guest'),
      'This account has already completed signup.',
    ],
    [new TypeError('x'), 'Complete signup failed'],
  ])('translates %o', async (failure, text) => {
    const { user } = await renderComplete(aGuest, {
      api: { completeSignupEmail: () => Promise.reject(failure) },
    });
    await fillQuick(user);
    await user.click(submit());
    expect(await findInlineAlert()).toHaveTextContent(text);
  });

  it('validates before sending', async () => {
    const { user, api } = await renderComplete();
    await user.click(submit());
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(api.completeSignupEmail).not.toHaveBeenCalled();
  });

  it('tells a member that the account is already complete', async () => {
    await renderComplete(aMember);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account is already complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Complete signup' })).not.toBeInTheDocument();
  });
});
