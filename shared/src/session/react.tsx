import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { skip, type Observable } from 'rxjs';
import type { LanguageCode, UserPricingPlanResponse } from '../contracts';
import type { Theme } from './preferences';
import type { AuthState, SessionBus } from './session-bus';

const SessionBusContext = createContext<SessionBus | null>(null);

export function SessionProvider({ bus, children }: { bus: SessionBus; children: ReactNode }) {
  return <SessionBusContext.Provider value={bus}>{children}</SessionBusContext.Provider>;
}

/** The bus, for its commands (`signIn`, `logout`, `toggleTheme`, …). */
export function useSessionBus(): SessionBus {
  const bus = useContext(SessionBusContext);
  if (!bus) throw new Error('useSessionBus needs a <SessionProvider> above it');
  return bus;
}

/** Renders with the stream's current value, again on each change. */
function useStream<T>(stream$: Observable<T>, current: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The streams replay their value on subscribe; React has already read it.
      const subscription = stream$.pipe(skip(1)).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream$],
  );
  // The same value on the server: the shell pre-renders its layout at build time.
  return useSyncExternalStore(subscribe, current, current);
}

export function useAuth(): AuthState {
  const bus = useSessionBus();
  return useStream(bus.auth$, () => bus.auth);
}

export function useTheme(): Theme {
  const bus = useSessionBus();
  return useStream(bus.theme$, () => bus.theme);
}

export function useLanguage(): LanguageCode {
  const bus = useSessionBus();
  return useStream(bus.language$, () => bus.language);
}

export interface PlanState {
  plan: UserPricingPlanResponse | null;
  /** Key of the last failed poll, cleared by the next success. */
  error: string | null;
}

export function usePlan(): PlanState {
  const bus = useSessionBus();
  const plan = useStream(bus.plan$, () => bus.plan);
  const error = useStream(bus.planError$, () => bus.planError);
  return { plan, error };
}
