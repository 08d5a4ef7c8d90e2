import { lazy } from 'react';
// Eager: the home page is the first screen of most visits (see mf-account/src/module.tsx).
import HomePage from './features/home/home-page';
import type { LanguageCode, RemoteModule } from '@lingualoop/shared';
import pkg from '../package.json';
import { NAMESPACE } from './i18n/namespace';

// Each screen is its own chunk: the home page does not download the privacy policy.
const AboutPage = lazy(() => import('./features/about/about-page'));
const PricingPage = lazy(() => import('./features/pricing/pricing-page'));
const FeaturesPage = lazy(() => import('./features/features/features-page'));
const ContactPage = lazy(() => import('./features/contact/contact-page'));
const PrivacyPage = lazy(() => import('./features/privacy/privacy-page'));

const messages: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  vi: () => import('./i18n/vi'),
  en: () => import('./i18n/en'),
  zh: () => import('./i18n/zh'),
};

/** The public area (spec §2), mounted by the shell inside the visitor layout. */
const marketing: RemoteModule = {
  meta: { name: 'mf_marketing', version: pkg.version },
  i18n: { namespace: NAMESPACE, load: async (language) => (await messages[language]()).default },
  mounts: {
    public: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'features', element: <FeaturesPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy-policy', element: <PrivacyPage /> },
    ],
  },
};

export default marketing;
