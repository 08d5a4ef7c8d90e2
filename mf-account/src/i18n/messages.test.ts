import { describe, expect, it } from 'vitest';
import en from './en';
import vi from './vi';
import zh from './zh';

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

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('account messages', () => {
  const english = leaves(en);

  it.each([
    ['vi', vi],
    ['zh', zh],
  ])('%s has exactly the keys en has', (_language, messages) => {
    expect([...leaves(messages).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['en', en],
    ['vi', vi],
    ['zh', zh],
  ])('%s has no empty text, and the same placeholders as en', (_language, messages) => {
    for (const [key, text] of leaves(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(text), key).toEqual(variables(english.get(key)!));
    }
  });

  it('vi and zh are translated, not copies of en', () => {
    const same = (messages: object) =>
      [...leaves(messages)].filter(
        ([key, text]) => text === english.get(key) && /[a-z]{3}/.test(text),
      );
    expect(same(vi).map(([key]) => key)).toEqual(['page.title']);
    expect(same(zh).map(([key]) => key)).toEqual(['page.title']);
  });
});
