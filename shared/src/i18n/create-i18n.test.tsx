import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ErrorKey, LANGUAGE_CODES, PASSWORD_MIN_LENGTH } from '../contracts';
import { ClientErrorKey } from '../api/api-error';
import { createI18n } from './create-i18n';
import { CatalogueErrorKey, ERROR_MESSAGE_KEYS, FallbackKey } from './error-message-keys';
import { commonMessages, errorMessages } from './messages';
import { COMMON_NAMESPACE, ERRORS_NAMESPACE } from './namespaces';

/** Every leaf of a nested message object, as `path → text`. */
function leaves(messages: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value as object, path)) found.set(p, v);
  }
  return found;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('createI18n', () => {
  it('creates a separate, ready instance in the normalised language', () => {
    const i18n = createI18n({ language: 'zh-CN' });
    expect(i18n).not.toBe(i18next);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('nav.signIn')).toBe('登录');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('treats cn as zh and anything unknown as vi', () => {
    expect(createI18n({ language: 'cn' }).language).toBe('zh');
    expect(createI18n({ language: 'fr' }).language).toBe('vi');
  });

  it('keeps error keys whole although they contain / and -', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t(ErrorKey.invalidCredentials, { ns: ERRORS_NAMESPACE })).toBe(
      'Email or password is incorrect',
    );
    expect(i18n.t(CatalogueErrorKey.notEnoughTranslateCount, { ns: ERRORS_NAMESPACE })).toBe(
      'Not enough translation count',
    );
    expect(i18n.t(FallbackKey.signIn, { ns: ERRORS_NAMESPACE })).toBe('Sign in failed');
    expect(i18n.t('Error: not a key', { ns: ERRORS_NAMESPACE })).toBe('Error: not a key');
  });

  it('fills the limits in from the contracts without the caller passing them', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('validation.password.tooShort')).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
    expect(i18n.t('validation/password-invalid', { ns: ERRORS_NAMESPACE })).toBe(
      'Password must be 6 to 128 characters',
    );
  });

  it('does not escape interpolated values (React escapes them)', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('header.plan', { plan: 'Pro & Team' })).toBe('Plan: Pro & Team');
  });

  it('pluralises credits per language', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('header.credits', { count: 1 })).toBe('1 credit');
    expect(i18n.t('header.credits', { count: 12 })).toBe('12 credits');
    void i18n.changeLanguage('vi');
    expect(i18n.t('header.credits', { count: 1 })).toBe('1 tín dụng');
  });

  it('lets a remote add its namespace, falling back zh → en → vi for missing keys', () => {
    const i18n = createI18n({ language: 'zh' });
    i18n.addResourceBundle('vi', 'marketing', { hero: 'Xin chào', onlyVi: 'Chỉ tiếng Việt' });
    i18n.addResourceBundle('en', 'marketing', { hero: 'Hello' });
    expect(i18n.t('hero', { ns: 'marketing' })).toBe('Hello');
    expect(i18n.t('onlyVi', { ns: 'marketing' })).toBe('Chỉ tiếng Việt');
  });

  it('switches language at run time', async () => {
    const i18n = createI18n({ language: 'vi' });
    expect(i18n.t('nav.signIn')).toBe('Đăng nhập');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.signIn')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('messages', () => {
  const english = leaves(commonMessages.en);

  it.each(LANGUAGE_CODES)('common has the same keys and variables in %s as in en', (code) => {
    const translated = leaves(commonMessages[code]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect(text.trim(), path).not.toBe('');
      expect(variables(translated.get(path) ?? ''), `${code} ${path}`).toEqual(variables(text));
    }
  });

  it.each(LANGUAGE_CODES)('errors has the same keys and variables in %s as in en', (code) => {
    const translated = errorMessages[code];
    expect(Object.keys(translated).sort()).toEqual([...ERROR_MESSAGE_KEYS].sort());
    for (const key of ERROR_MESSAGE_KEYS) {
      expect(translated[key].trim(), `${code} ${key}`).not.toBe('');
      expect(variables(translated[key]), `${code} ${key}`).toEqual(
        variables(errorMessages.en[key]),
      );
    }
  });

  it.each(LANGUAGE_CODES)('translates every API and client error key in %s', (code) => {
    const i18n = createI18n({ language: code });
    const keys = [...Object.values(ErrorKey), ...Object.values(ClientErrorKey)];
    for (const key of keys) {
      expect(i18n.exists(key, { ns: ERRORS_NAMESPACE, lng: code }), `${code} ${key}`).toBe(true);
      const text = i18n.t(key, { ns: ERRORS_NAMESPACE });
      expect(text, `${code} ${key}`).not.toBe(key);
      expect(text, `${code} ${key}`).not.toMatch(/{{/);
    }
  });

  it('uses the spec §8 fallback texts in English', () => {
    const en = errorMessages.en;
    expect(en[FallbackKey.createGuest]).toBe('Create guest user failed');
    expect(en[FallbackKey.fetchPricingPlans]).toBe('Failed to fetch pricing plans');
    expect(en[FallbackKey.orderCheckComplete]).toBe('Order check complete failed');
    expect(en[FallbackKey.unknown]).toBe('Unknown error');
    expect(en[FallbackKey.internal]).toBe('Internal error');
    expect(en[ErrorKey.serverBusy]).toBe('The server is busy, please try again later.');
  });

  it('keeps common as the default namespace', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.options.defaultNS).toBe(COMMON_NAMESPACE);
  });
});

describe('messages that arrive after a language change', () => {
  it('re-render the screens that use them', async () => {
    const { render, screen, act } = await import('@testing-library/react');
    const { I18nextProvider, useTranslation } = await import('react-i18next');
    const i18n = createI18n({ language: 'en' });
    i18n.addResourceBundle('en', 'late', { hello: 'Hello' });
    function Greeting() {
      const { t } = useTranslation('late');
      return <p>{t('hello')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('vi');
    });
    await act(async () => {
      i18n.addResourceBundle('vi', 'late', { hello: 'Xin chào' });
    });
    expect(screen.getByText('Xin chào')).toBeInTheDocument();
  });
});
