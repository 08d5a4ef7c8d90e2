import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { StorageKey } from '../storage';
import { SessionProvider, useAuth, useLanguage, usePlan, useSessionBus, useTheme } from './react';
import { SessionBus } from './session-bus';
import { aMember, aPlan, answers, fakeSessionApi, memoryStorage } from './testing-fakes';

function newBus(stored: Record<string, string> = {}, api = fakeSessionApi()) {
  const { storage } = memoryStorage(stored);
  return new SessionBus({ api, storage, reload: vi.fn(), scheduler: new VirtualTimeScheduler() });
}

function Header() {
  const bus = useSessionBus();
  const auth = useAuth();
  const theme = useTheme();
  const language = useLanguage();
  const { plan } = usePlan();
  return (
    <header>
      <p>{auth.isLogged ? `Hello ${auth.user?.firstname ?? 'Guest'}` : 'Signed out'}</p>
      <p>Plan: {plan?.pricingPlan.code ?? 'none'}</p>
      <button onClick={() => bus.toggleTheme()}>Theme {theme}</button>
      <button onClick={() => bus.setLanguage('cn')}>Language {language}</button>
    </header>
  );
}

describe('session hooks', () => {
  it('render the bus state and follow its changes', async () => {
    const bus = newBus({ [StorageKey.accessToken]: 't' });
    const user = userEvent.setup();
    render(
      <SessionProvider bus={bus}>
        <Header />
      </SessionProvider>,
    );
    expect(screen.getByText('Hello Guest')).toBeInTheDocument();
    expect(screen.getByText('Plan: none')).toBeInTheDocument();

    await act(() => bus.start());
    expect(screen.getByText(`Hello ${aMember.firstname}`)).toBeInTheDocument();
    expect(screen.getByText(`Plan: ${aPlan.pricingPlan.code}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Theme light' }));
    expect(screen.getByRole('button', { name: 'Theme dark' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language vi' }));
    expect(screen.getByRole('button', { name: 'Language zh' })).toBeInTheDocument();

    act(() => bus.logout());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('Plan: none')).toBeInTheDocument();
  });

  it('usePlan gives the last poll error', async () => {
    const bus = newBus(
      { [StorageKey.accessToken]: 't' },
      fakeSessionApi({ userPricingPlan: answers<never>(new ApiError(503, 'server/busy')) }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider bus={bus}>{children}</SessionProvider>
    );
    const { result } = renderHook(() => usePlan(), { wrapper });
    await act(() => bus.start());
    expect(result.current).toEqual({ plan: null, error: 'server/busy' });
    bus.dispose();
  });

  it('useSessionBus says what is missing without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSessionBus())).toThrow(/SessionProvider/);
    vi.restoreAllMocks();
  });
});
