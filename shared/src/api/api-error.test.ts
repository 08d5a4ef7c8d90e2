import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorKey, errorText } from './api-error';

async function translator() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        errors: {
          'login/invalid-credentials': 'Email or password is incorrect',
          'network/unreachable': 'Cannot reach the server',
          'session/sign-in-failed': 'Sign in failed',
        },
      },
    },
  });
  return i18n.t;
}

describe('errorKey', () => {
  it("uses an ApiError's key, a stored key as is, and the fallback otherwise", () => {
    expect(errorKey(new ApiError(401, 'login/invalid-credentials'), 'fb')).toBe(
      'login/invalid-credentials',
    );
    expect(errorKey('signup/email-already-exists', 'fb')).toBe('signup/email-already-exists');
    expect(errorKey(new Error('boom'), 'fb')).toBe('fb');
    expect(errorKey(null, 'fb')).toBe('fb');
    expect(errorKey('', 'fb')).toBe('fb');
  });
});

describe('errorText', () => {
  it('translates the key through the errors namespace of a real i18next', async () => {
    const t = await translator();
    const error = new ApiError(401, 'login/invalid-credentials');
    expect(errorText(error, t, 'session/sign-in-failed')).toBe('Email or password is incorrect');
    expect(errorText('network/unreachable', t, 'session/sign-in-failed')).toBe(
      'Cannot reach the server',
    );
  });

  it("shows the fallback key's text for an untranslated key or a non-API error", async () => {
    const t = await translator();
    expect(errorText(new ApiError(418, 'teapot/new-key'), t, 'session/sign-in-failed')).toBe(
      'Sign in failed',
    );
    expect(errorText(new TypeError('x'), t, 'session/sign-in-failed')).toBe('Sign in failed');
  });
});
