import { lazy } from 'react';
// Eager: the sign-in screen is the first thing this remote shows, and a lazy one would wait
// behind React's minimum Suspense reveal time (300 ms) after the remote arrives.
import SessionPage from './features/session/session-page';
import type { LanguageCode, RemoteModule } from '@lingualoop/shared';
import pkg from '../package.json';
import { NAMESPACE } from './i18n/namespace';

const WelcomeGuestPage = lazy(() => import('./features/welcome-guest/welcome-guest-page'));
const ResetPasswordPage = lazy(() => import('./features/reset-password/reset-password-page'));
const CompleteSignupPage = lazy(() => import('./features/complete-signup/complete-signup-page'));

const messages: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  vi: () => import('./i18n/vi'),
  en: () => import('./i18n/en'),
  zh: () => import('./i18n/zh'),
};

/** Sign-in and sign-up, the guest welcome and complete signup (spec §2). */
const account: RemoteModule = {
  meta: { name: 'mf_account', version: pkg.version },
  i18n: { namespace: NAMESPACE, load: async (language) => (await messages[language]()).default },
  mounts: {
    signin: [{ index: true, element: <SessionPage tab="signin" /> }],
    signup: [{ index: true, element: <SessionPage tab="signup" /> }],
    'welcome-guest': [{ index: true, element: <WelcomeGuestPage /> }],
    'reset-password': [{ index: true, element: <ResetPasswordPage /> }],
    'complete-signup': [{ index: true, element: <CompleteSignupPage /> }],
  },
};

export default account;
