import i18next, { type FallbackLngObjList, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES } from '../contracts/languages';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../contracts/validation-rules';
import { normalizeLanguage } from './languages';
import { commonMessages, errorMessages } from './messages';
import { COMMON_NAMESPACE, ERRORS_NAMESPACE } from './namespaces';

/**
 * Variables every text may use without the caller passing them, so a limit is written once
 * (in the contracts) and the messages quoting it cannot drift.
 */
export const I18N_DEFAULT_VARIABLES = {
  appName: 'LinguaLoop',
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  subjectMax: CONTACT_SUBJECT_MAX_LENGTH,
  messageMax: CONTACT_MESSAGE_MAX_LENGTH,
} as const;

/**
 * Where a text missing in one language is looked for. `common` and `errors` are complete in
 * every language (their types insist); this matters for remotes' namespaces. vi is the
 * general fallback (the audience reads Vietnamese, spec §1-2), but a Chinese reader is better
 * served by English than by Vietnamese, and a Vietnamese reader by English than by a raw key.
 */
export const FALLBACK_LANGUAGES: FallbackLngObjList = {
  zh: ['en', 'vi'],
  en: ['vi'],
  vi: ['en'],
  default: ['vi'],
};

export interface CreateI18nOptions {
  /** Any code; it is normalised (`cn` → `zh`, `en-US` → `en`, unknown → `vi`). */
  language: string;
}

/**
 * A new i18next instance (not the global default, so tests and the dev harness each get their
 * own) with `common` and `errors` bundled. Remotes add their namespace with
 * `i18n.addResourceBundle(language, namespace, messages)`.
 *
 * `nsSeparator: false`: a key is never split at `:` into namespace and key, so any text used
 * as a key (a server's error text, say) stays whole. Choose the namespace with `{ ns }` or
 * `useTranslation(ns)`, never with `ns:key`.
 */
export function createI18n({ language }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance();
  // Screen readers pick their voice, and browsers their CJK glyphs, from <html lang>.
  instance.on('languageChanged', (code: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = code;
  });
  void instance.use(initReactI18next).init({
    lng: normalizeLanguage(language),
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: FALLBACK_LANGUAGES,
    ns: [COMMON_NAMESPACE, ERRORS_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code,
        { [COMMON_NAMESPACE]: commonMessages[code], [ERRORS_NAMESPACE]: errorMessages[code] },
      ]),
    ),
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: I18N_DEFAULT_VARIABLES },
    // Resources are bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    // Remotes add their messages after a language change (they load on demand): screens must
    // re-render when a bundle arrives, not only when the language changes.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}
