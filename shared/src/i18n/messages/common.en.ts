/**
 * The `common` namespace in English. Its shape is the type the other languages must match.
 *
 * Plural keys (`_one`/`_other`) exist in every language so the shapes agree; vi and zh use
 * only `_other`, which i18next picks for them. `{{passwordMin}}`-style variables come from
 * `I18N_DEFAULT_VARIABLES`, so callers pass nothing.
 */
export const commonEn = {
  app: {
    name: 'LinguaLoop',
    tagline: 'Learn a language by translating real sentences',
    homeLink: 'LinguaLoop home',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    pricing: 'Pricing',
    features: 'Features',
    contact: 'Contact',
    privacyPolicy: 'Privacy policy',
    signIn: 'Sign in',
    signUp: 'Sign up',
    logOut: 'Log out',
    profile: 'Profile',
    dashboard: 'Courses',
    ranking: 'Ranking',
    dictionary: 'Dictionary',
    myProgress: 'My progress',
    premium: 'Premium',
  },
  footer: {
    label: 'Footer',
    company: 'Company',
    about: 'About',
    support: 'Support',
    privacyPolicy: 'Privacy policy',
    product: 'Product',
    features: 'Features',
    pricing: 'Pricing',
    contactUs: 'Contact us',
    emailLabel: 'Email',
    email: 'support@lingualoop.vn',
    copyright: '© {{year}} LinguaLoop',
    social: 'Facebook',
    socialLabel: 'LinguaLoop on Facebook (opens in a new tab)',
  },
  header: {
    translationsUsed: '{{used}}/{{total}} translations today',
    translationsLabel: 'Translations used today',
    credits_one: '{{count}} credit',
    credits_other: '{{count}} credits',
    creditsLabel: 'Credit balance',
    darkMode: 'Dark mode',
    alpha: 'Alpha',
    alphaHint: 'The dark theme is still in alpha',
    guestName: 'Guest',
    guestEmail: 'Guest account, no email yet',
    plan: 'Plan: {{plan}}',
    planLabel: 'Plan',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu',
  },
  language: {
    label: 'Language',
    current: 'Language: {{language}}',
    choose: 'Choose the interface language',
  },
  theme: {
    toggle: 'Dark mode',
    switchToDark: 'Switch to the dark theme',
    switchToLight: 'Switch to the light theme',
    light: 'Light',
    dark: 'Dark',
  },
  pages: {
    notFound: {
      title: 'Page not found',
      text: "Sorry, we couldn't find the page you were looking for.",
      backHome: 'Back to home',
    },
    comingSoon: {
      title: 'Coming soon',
      text: "We're still building this page. Please check back soon.",
      backHome: 'Back to home',
    },
  },
  remote: {
    failed: 'This part of LinguaLoop could not be loaded.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstname: 'First name',
    lastname: 'Last name',
    subject: 'Subject',
    message: 'Message',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  validation: {
    email: {
      required: 'Email is required',
      invalid: 'Enter a valid email address',
    },
    password: {
      required: 'Password is required',
      tooShort: 'Password must be at least {{passwordMin}} characters',
      tooLong: 'Password must be at most {{passwordMax}} characters',
    },
    confirmPassword: {
      required: 'Please confirm your password',
      mismatch: 'Passwords do not match',
    },
    firstname: {
      required: 'First name is required',
      invalid: 'First name is invalid',
      tooLong: 'First name must be at most {{nameMax}} characters',
    },
    lastname: {
      required: 'Last name is required',
      invalid: 'Last name is invalid',
      tooLong: 'Last name must be at most {{nameMax}} characters',
    },
    subject: {
      required: 'Subject is required',
      tooLong: 'Subject must be at most {{subjectMax}} characters',
    },
    message: {
      required: 'Message is required',
      tooLong: 'Message must be at most {{messageMax}} characters',
    },
  },
  general: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    send: 'Send',
    sending: 'Sending…',
    back: 'Back',
    ok: 'OK',
  },
  toast: {
    region: 'Notifications (Alt+T)',
  },
};

export type CommonMessages = typeof commonEn;

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/**
 * Every key of the `common` namespace, e.g. `'nav.signIn'` (plural forms appear with their
 * suffix, `'header.credits_one'`; call `t('header.credits', { count })`).
 */
export type CommonKey = LeafPaths<CommonMessages>;
