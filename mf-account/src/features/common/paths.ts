/** Where the account screens link to (spec §2; the shell owns the route sets). */
export const Paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  welcomeGuest: '/welcome-guest',
  premium: '/premium',
} as const;

/** `/signin?forgot=1` opens the forgot-password dialog at once (the reset page links there). */
export const FORGOT_PASSWORD_PARAM = 'forgot';
export const REQUEST_NEW_LINK_PATH = `${Paths.signIn}?${FORGOT_PASSWORD_PARAM}=1`;
