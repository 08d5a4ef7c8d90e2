import { useCallback } from 'react';
import { useNavigate, useSessionBus } from '@lingualoop/shared';
import { Paths } from '../paths';

/**
 * Runs a session command (sign in, sign up, new guest, load the user) and goes to `/` the
 * moment the session becomes logged in. Resolves to whether it is logged in at the end.
 *
 * Why not simply navigate after the command: the shell swaps to the signed-in route set as
 * soon as `isLogged` turns true, and that set has no /signin, /signup or /welcome-guest, so
 * the screen would flash "Not Found" while the rest of the command (loading the profile)
 * runs. Navigating from the state change itself lands on `/` in the same render. `replace`,
 * so Back does not lead to a sign-in screen that no longer exists.
 */
export function useEnterApp(): (command: () => Promise<void>) => Promise<boolean> {
  const bus = useSessionBus();
  const navigate = useNavigate();
  return useCallback(
    async (command) => {
      let entered = false;
      const subscription = bus.auth$.subscribe(({ isLogged }) => {
        if (isLogged && !entered) {
          entered = true;
          void navigate(Paths.home, { replace: true });
        }
      });
      try {
        await command();
      } finally {
        subscription.unsubscribe();
      }
      return bus.auth.isLogged;
    },
    [bus, navigate],
  );
}
