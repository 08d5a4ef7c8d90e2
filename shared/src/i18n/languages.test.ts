import { describe, expect, it } from 'vitest';
import { flagFor, LANGUAGE_FLAGS, normalizeLanguage, resolveLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['vi', 'vi'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
    ['zh_TW', 'zh'],
    ['cn', 'zh'],
    ['CN', 'zh'],
    [' en ', 'en'],
  ])('turns %j into %j', (code, expected) => {
    expect(normalizeLanguage(code)).toBe(expected);
  });

  it.each(['fr', '', 'english', null, undefined])('falls back to vi for %j', (code) => {
    expect(normalizeLanguage(code)).toBe('vi');
  });
});

describe('resolveLanguage', () => {
  it('keeps the current language when the list has it', () => {
    expect(resolveLanguage('zh', ['vi', 'en', 'zh'])).toBe('zh');
  });

  it('matches cn and regional codes on both sides', () => {
    expect(resolveLanguage('cn', ['vi', 'zh'])).toBe('zh');
    expect(resolveLanguage('zh', ['vi', 'cn'])).toBe('zh');
    expect(resolveLanguage('en-GB', ['en-US'])).toBe('en');
  });

  it('uses the first listed language when the current one is not listed', () => {
    expect(resolveLanguage('zh', ['vi', 'en'])).toBe('vi');
    expect(resolveLanguage(null, ['en', 'vi'])).toBe('en');
  });

  it('uses en when the list is empty', () => {
    expect(resolveLanguage('vi', [])).toBe('en');
  });
});

describe('flagFor', () => {
  it('gives the UK, Vietnamese and Chinese flags', () => {
    expect(flagFor('en')).toBe('🇬🇧');
    expect(flagFor('vi')).toBe('🇻🇳');
    expect(flagFor('zh')).toBe('🇨🇳');
    expect(flagFor('cn')).toBe(LANGUAGE_FLAGS.zh);
  });

  it('gives a white flag to any other code', () => {
    expect(flagFor('fr')).toBe('🏳️');
    expect(flagFor(undefined)).toBe('🏳️');
  });
});
