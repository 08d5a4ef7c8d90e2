/**
 * The `account` namespace in English. Its shape is the type vi and zh must match, so a key
 * missing in one language is a type error. `{{passwordMin}}` and `{{appName}}` come from the
 * i18n instance's default variables.
 */
const en = {
  page: {
    title: '{{page}} · {{appName}}',
    backHome: 'Back to home',
    languageGroup: 'Interface language',
    or: 'or',
  },
  session: {
    documentTitle: {
      signin: 'Sign in',
      signup: 'Sign up',
    },
    heading: {
      signin: 'Welcome back',
      signup: 'Create your account',
    },
    intro: {
      signin: 'Sign in to pick up your practice where you left off.',
      signup: 'Learn a language by translating real sentences. It is free to start.',
    },
    tabsLabel: 'Sign in or create an account',
    tabs: {
      signin: 'Sign in',
      signup: 'Sign up',
    },
    signIn: {
      submit: 'Sign in',
      forgot: 'Forgot password?',
    },
    signUp: {
      submit: 'Create account',
      passwordHint: 'At least {{passwordMin}} characters.',
      signInInstead: 'Sign in instead',
    },
    google: 'Continue with Google',
    guestPrompt: 'Just want to look around?',
    guestLink: 'Try it as a guest',
    social: {
      signingIn: 'Signing you in…',
    },
    forgot: {
      title: 'Reset your password',
      description:
        'Enter the email you signed up with. We will send you a link to choose a new password.',
      submit: 'Send reset link',
      sent: "If an account exists for this email, we've sent a link to reset the password. Check your inbox and spam folder.",
      linkValidity: 'The link works once and expires after a while.',
      done: 'Back to sign in',
    },
  },
  guest: {
    documentTitle: 'Try as a guest',
    heading: 'Try {{appName}} as a guest',
    intro: 'Start practising right away. No email or password needed.',
    points: {
      noEmail: 'No email needed: we create a guest account for this browser.',
      progress: 'Your progress, translations and credits are kept on this account.',
      later: 'Complete your signup later to keep everything and sign in on other devices.',
    },
    check: {
      heading: 'Quick human check',
      explanation: 'To keep bots out, please confirm you are a person.',
      loading: 'Loading the human check…',
      loadFailed: 'The human check could not be loaded. Check your connection and try again.',
      widgetFailed: 'The human check did not work. Please try it again.',
      expired: 'The human check expired. Please do it again.',
      required: 'Please complete the human check first.',
      providersFailed: 'We could not prepare the human check.',
      devNotice: 'Development mode: human check skipped',
      devExplanation:
        'This server has no human-check key, so the real check is not shown. Tick the box to continue with a test token.',
      devConfirm: 'I am a person (development check)',
    },
    start: 'Start as guest',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
  },
  reset: {
    documentTitle: 'Choose a new password',
    heading: 'Choose a new password',
    intro: 'Enter a new password for your account. You will be signed in right away.',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    passwordHint: 'At least {{passwordMin}} characters.',
    submit: 'Save new password',
    success: 'Your password has been changed.',
    invalidHeading: 'This link cannot be used',
    invalidText:
      'This password reset link is invalid or has expired. Links work only once and for a limited time.',
    requestNew: 'Request a new link',
  },
  complete: {
    documentTitle: 'Complete signup',
    heading: 'Complete your signup',
    intro:
      'You are using {{appName}} as a guest. Add your name, email and a password to keep your progress and credits, and to sign in on any device.',
    modesLabel: 'How to complete signup',
    modes: {
      quick: 'Quick signup',
      guided: 'Step by step',
    },
    quickIntro: 'Four fields, and your browser can fill most of them in for you.',
    guidedIntro: 'The same four fields, with a word on why we ask for each.',
    sameFields: 'Both ways ask for the same things; pick the one you like.',
    hints: {
      firstname: 'Shown on the ranking board and in your profile.',
      lastname: 'Shown with your first name.',
      email: 'You sign in with it, and we send password reset links to it.',
      password: 'At least {{passwordMin}} characters. You will use it to sign in next time.',
    },
    keepNote: 'Everything you did as a guest stays with your account.',
    submit: 'Complete signup',
    success: {
      heading: 'Welcome, {{name}}!',
      text: 'Your account is ready. Next time, sign in with {{email}}.',
      toast: 'Signup complete',
      continue: 'Continue learning',
    },
    premium: {
      heading: 'Go premium',
      text: 'More translations every day and every course. See the plans and what they include.',
      link: 'See premium plans',
    },
    alreadyComplete: {
      heading: 'Your account is already complete',
      text: 'You already sign in with an email and a password, so there is nothing more to do here.',
      link: 'Go to your courses',
    },
  },
};

export type AccountMessages = typeof en;

export default en;
