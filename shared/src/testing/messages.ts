import { describe, expect, it } from 'vitest';

/** Every leaf as `a.b.c` → text. */
function leaves(messages: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
  }
  return found;
}

/** What a text needs from the code: its {{variables}} and its <tags>. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...variables, ...tags].sort();
}

/**
 * The checks every remote's messages get: vi and zh have exactly en's keys, no text is empty,
 * each text has the same placeholders as its English, and texts are translated, not copied
 * (`sameAsEnglish` lists the keys allowed to read the same, such as a title pattern).
 */
export function describeMessages(
  name: string,
  messages: { en: object; vi: object; zh: object },
  options: { sameAsEnglish?: string[] } = {},
): void {
  describe(`${name} messages`, () => {
    const english = leaves(messages.en);
    const others = { vi: messages.vi, zh: messages.zh };

    it.each(Object.entries(others))('%s has exactly the keys en has', (_language, texts) => {
      expect([...leaves(texts).keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(Object.entries(messages))(
      '%s has no empty text, and the same placeholders as en',
      (_language, texts) => {
        for (const [key, text] of leaves(texts)) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        }
      },
    );

    it.each(Object.entries(others))('%s is translated, not a copy of en', (_language, texts) => {
      const same = [...leaves(texts)]
        .filter(([key, text]) => text === english.get(key) && /[a-z]{3}/.test(text))
        .map(([key]) => key);
      expect(same).toEqual(options.sameAsEnglish ?? []);
    });
  });
}
