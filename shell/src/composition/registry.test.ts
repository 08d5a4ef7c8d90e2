import { describe, expect, it, vi } from 'vitest';
import { fetchRegistry, parseRegistry, readOverrides, RegistryError } from './registry';

describe('remotes.json', () => {
  it('keeps known remotes with a valid entry and ignores the rest', () => {
    const registry = parseRegistry(
      {
        mf_marketing: { entry: 'http://localhost:8081/mf-manifest.json' },
        mf_account: { entry: '/account/mf-manifest.json' },
        mf_unknown: { entry: 'http://x/mf-manifest.json' },
        mf_courses: { nope: true },
      },
      {},
    );
    expect([...registry.keys()]).toEqual(['mf_marketing', 'mf_account']);
    expect(registry.get('mf_account')?.entry).toBe(
      'http://localhost:3000/account/mf-manifest.json',
    );
    expect(registry.get('mf_marketing')?.source).toBe('remotes.json');
  });

  it('refuses a document that is not an object of remotes', () => {
    expect(() => parseRegistry([], {})).toThrow(RegistryError);
    expect(() => parseRegistry(null, {})).toThrow(RegistryError);
  });

  it("lets this browser's override replace one remote's entry", () => {
    localStorage.setItem(
      'lingualoop:remote-overrides',
      JSON.stringify({ mf_courses: 'http://localhost:9082/mf-manifest.json', bogus: 'x' }),
    );
    expect(readOverrides()).toEqual({ mf_courses: 'http://localhost:9082/mf-manifest.json' });
    const registry = parseRegistry({
      mf_courses: { entry: 'http://localhost:8082/mf-manifest.json' },
    });
    expect(registry.get('mf_courses')).toMatchObject({
      entry: 'http://localhost:9082/mf-manifest.json',
      source: 'override',
    });
  });

  it('ignores an override that is not JSON', () => {
    localStorage.setItem('lingualoop:remote-overrides', '{oops');
    expect(readOverrides()).toEqual({});
  });

  it('says clearly when the server answered the page instead of the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(fetchRegistry()).rejects.toThrow(/is not JSON \(is it missing/);
    vi.unstubAllGlobals();
  });
});
