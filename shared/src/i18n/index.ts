export { createI18n, FALLBACK_LANGUAGES, I18N_DEFAULT_VARIABLES } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export {
  AppErrorKey,
  CatalogueErrorKey,
  ERROR_MESSAGE_KEYS,
  FallbackKey,
  type ErrorMessageKey,
  type FallbackKeyValue,
} from './error-message-keys';
export {
  baseLanguage,
  DEFAULT_LANGUAGE,
  flagFor,
  isLanguageCode,
  LANGUAGE_FLAGS,
  LANGUAGE_NATIVE_NAMES,
  normalizeLanguage,
  resolveLanguage,
  UNKNOWN_LANGUAGE_FLAG,
} from './languages';
export {
  commonMessages,
  errorMessages,
  type CommonKey,
  type CommonMessages,
  type ErrorMessages,
} from './messages';
export { COMMON_NAMESPACE, ERRORS_NAMESPACE } from './namespaces';
