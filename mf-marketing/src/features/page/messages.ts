import type { TFunction } from 'i18next';
import type { MarketingMessages } from '../../i18n/en';

export type { MarketingMessages };

/**
 * A group of texts as an object (a list of steps, questions, sections), to render in its
 * key order. A key that is missing gives an empty object, never the key's characters.
 */
export function messageGroup<T extends object>(t: TFunction, key: string): T {
  const value: unknown = t(key, { returnObjects: true });
  return (typeof value === 'object' && value !== null ? value : {}) as T;
}
