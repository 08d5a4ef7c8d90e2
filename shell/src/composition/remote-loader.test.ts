import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@lingualoop/shared';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteLoader } = await import('./remote-loader');
const { parseRegistry } = await import('./registry');

const registry = () =>
  parseRegistry({ mf_marketing: { entry: 'http://localhost:8081/mf-manifest.json' } }, {});

const remoteModule = {
  meta: { name: 'mf_marketing', version: '2.0.0' },
  i18n: { namespace: 'marketing', load: vi.fn(async () => ({ hello: 'Hello' })) },
  mounts: { public: [] },
};

describe('RemoteLoader', () => {
  beforeEach(() => vi.clearAllMocks());

  it('gives the same state object until the state changes (useSyncExternalStore needs it)', () => {
    const loader = new RemoteLoader(registry(), createI18n({ language: 'en' }), () => 'en');
    expect(loader.state('mf_courses')).toBe(loader.state('mf_courses'));
    expect(loader.state('mf_courses').status).toBe('absent');
    expect(loader.state('mf_marketing')).toBe(loader.state('mf_marketing'));
    expect(loader.state('mf_marketing').status).toBe('idle');
  });

  it('loads a remote once, adds its messages and records its version', async () => {
    runtime.loadRemote.mockResolvedValue({ default: remoteModule });
    const i18n = createI18n({ language: 'en' });
    const loader = new RemoteLoader(registry(), i18n, () => 'en');
    const [a, b] = await Promise.all([loader.load('mf_marketing'), loader.load('mf_marketing')]);
    expect(a).toBe(b);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_marketing/module');
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hello');
    expect(loader.describe()).toContainEqual(
      expect.objectContaining({ name: 'mf_marketing', status: 'ready', version: '2.0.0' }),
    );
  });

  it('marks a remote failed when it does not keep the contract, and retries from scratch', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ default: { something: 'else' } });
    const loader = new RemoteLoader(registry(), createI18n({ language: 'en' }), () => 'en');
    await expect(loader.load('mf_marketing')).rejects.toThrow(/does not expose a RemoteModule/);
    expect(loader.state('mf_marketing').status).toBe('failed');

    runtime.loadRemote.mockResolvedValueOnce(remoteModule);
    await loader.retry('mf_marketing');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_marketing', entry: 'http://localhost:8081/mf-manifest.json' }],
      { force: true },
    );
    expect(loader.state('mf_marketing').status).toBe('ready');
  });
});
