/** Interface languages (spec §9). Free of TypeBox, so the browser bundle can use it cheaply. */
export const LANGUAGE_CODES = ['vi', 'en', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
