import { describe, expect, it } from 'vitest';
import en from './en';
import vi from './vi';
import zh from './zh';

/** Every leaf as `a.b.c`, in the order the file lists them. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** What a text needs from the code: its {{variables}} and its <link> tags. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...variables, ...tags].sort();
}

const languages = { vi, zh };
const english = leaves(en);

describe('marketing messages', () => {
  it.each(Object.entries(languages))(
    '%s has the same keys as en, in the same order',
    (_, messages) => {
      expect(leaves(messages).map(([key]) => key)).toEqual(english.map(([key]) => key));
    },
  );

  it.each(Object.entries({ en, ...languages }))('%s has no empty text', (_, messages) => {
    for (const [key, text] of leaves(messages)) expect(text.trim(), key).not.toBe('');
  });

  it.each(Object.entries(languages))(
    '%s uses the same variables and link tags as en in every text',
    (_, messages) => {
      const texts = new Map(leaves(messages));
      for (const [key, text] of english) {
        expect(placeholders(texts.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    },
  );

  it('is translated, not copied: most Vietnamese and Chinese texts differ from English', () => {
    const viTexts = new Map(leaves(vi));
    const zhTexts = new Map(leaves(zh));
    const same = (texts: Map<string, string>) =>
      english.filter(([key, text]) => texts.get(key) === text).map(([key]) => key);
    // Only the example sentences, opening times and "Email" (Vietnamese says it too) may stay.
    const allowed = /^home\.demo\.(prompt|answer|suggestion)|Hours$|^contact\.info\.emailLabel$/;
    expect(same(viTexts).filter((key) => !allowed.test(key))).toEqual([]);
    expect(same(zhTexts).filter((key) => !allowed.test(key))).toEqual([]);
  });
});
