import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import {
  BehaviorSubject,
  REMOTE_EXPOSED_MODULE,
  StorageKey,
  isRemoteModule,
  storage,
  whenIdle,
  type LanguageCode,
  type RemoteModule,
  type RemoteName,
} from '@lingualoop/shared';
import { prefetchRemote } from './prefetch';
import type { Registry } from './registry';
import { resilientFetchPlugin } from './runtime-plugin';

/** The longest a remote may take to arrive before its area shows the fallback. */
export const REMOTE_DEADLINE_MS = 8000;

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'absent';

export interface RemoteState {
  name: RemoteName;
  status: RemoteStatus;
  entry?: string;
  source?: string;
  version?: string;
  module?: RemoteModule;
  error?: string;
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Loads remotes through the Module Federation runtime, one at a time per remote, and keeps
 * the state of each for the areas that show them and for inspection in the running page.
 */
export class RemoteLoader {
  readonly states$: BehaviorSubject<ReadonlyMap<RemoteName, RemoteState>>;
  private readonly inFlight = new Map<RemoteName, Promise<RemoteModule>>();
  private readonly initialStates = new Map<RemoteName, RemoteState>();

  constructor(
    private readonly registry: Registry,
    private readonly i18n: I18n,
    private readonly language: () => LanguageCode,
    /** Set when remotes.json itself could not be read: then no remote can load. */
    private readonly registryError?: string,
  ) {
    this.states$ = new BehaviorSubject<ReadonlyMap<RemoteName, RemoteState>>(new Map());
    registerPlugins([resilientFetchPlugin()]);
    registerRemotes([...registry.values()].map(({ name, entry }) => ({ name, entry })));
  }

  state(name: RemoteName): RemoteState {
    const known = this.states$.value.get(name);
    if (known) return known;
    // The same object every time until it changes: React's useSyncExternalStore re-renders
    // forever when a snapshot is a new object on each read.
    let initial = this.initialStates.get(name);
    if (!initial) {
      const entry = this.registry.get(name);
      initial = this.registryError
        ? { name, status: 'failed', error: this.registryError }
        : entry
          ? { name, status: 'idle', entry: entry.entry, source: entry.source }
          : { name, status: 'absent' };
      this.initialStates.set(name, initial);
    }
    return initial;
  }

  /** The remote's module; loads it once, however many areas ask at the same time. */
  load(name: RemoteName): Promise<RemoteModule> {
    const ready = this.state(name);
    if (ready.status === 'ready' && ready.module) return Promise.resolve(ready.module);
    if (ready.status === 'absent') return Promise.reject(new Error(`${name} is not deployed here`));
    const pending = this.inFlight.get(name);
    if (pending) return pending;
    const attempt = this.fetchModule(name).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, attempt);
    return attempt;
  }

  /** After a failure: forget what the runtime cached for this remote and load it again. */
  retry(name: RemoteName): Promise<RemoteModule> {
    // Without remotes.json there is nothing to retry with but the whole page.
    if (this.registryError) {
      window.location.reload();
      return new Promise(() => {});
    }
    const entry = this.registry.get(name);
    if (entry) registerRemotes([{ name, entry: entry.entry }], { force: true });
    this.update(name, { status: 'idle', error: undefined });
    return this.load(name);
  }

  private markFirstScreen!: () => void;
  /**
   * Resolves once a remote's first screen (or the fallback saying it failed) has been put on
   * the page: what is fetched after that cannot hold the first screen up.
   */
  readonly firstScreen = new Promise<void>((resolve) => (this.markFirstScreen = resolve));

  /** Called by an area once it has shown what its remote gave it (or why not). */
  screenShown(): void {
    this.markFirstScreen();
  }

  /**
   * Fetches, while the browser is idle, the files of the remotes a visitor is likely to open
   * next into the HTTP cache — without running them: running a remote costs main-thread time
   * the visitor may never need, and downloading is what makes a cold remote slow.
   */
  preloadWhenIdle(names: RemoteName[]): void {
    // A developer (or the bench) can see truly cold remote loads by turning this off.
    if (storage.get(StorageKey.preload) === 'off') return;
    for (const name of names) {
      const entry = this.registry.get(name)?.entry;
      if (!entry || this.state(name).status !== 'idle') continue;
      whenIdle(() => void prefetchRemote(entry).catch(() => {}));
    }
  }

  /** New interface language: every loaded remote gets its messages in it. */
  async loadMessages(language: LanguageCode): Promise<void> {
    const ready = [...this.states$.value.values()].filter((s) => s.module);
    await Promise.all(ready.map((s) => this.addMessages(s.module!, language)));
  }

  /** What the running page has composed: inspectable without a rebuild. */
  describe(): Array<
    Pick<RemoteState, 'name' | 'status' | 'entry' | 'source' | 'version' | 'error'>
  > {
    const names = new Set<RemoteName>([...this.registry.keys(), ...this.states$.value.keys()]);
    return [...names].map((name) => {
      const { status, entry, source, version, error } = this.state(name);
      return { name, status, entry, source, version, error };
    });
  }

  private async fetchModule(name: RemoteName): Promise<RemoteModule> {
    this.update(name, { status: 'loading', error: undefined });
    try {
      const loaded = await withDeadline(
        loadRemote<RemoteModule | { default: RemoteModule }>(
          `${name}/${REMOTE_EXPOSED_MODULE.slice(2)}`,
        ),
        REMOTE_DEADLINE_MS,
        name,
      );
      const candidate = loaded && 'default' in loaded ? loaded.default : loaded;
      if (!isRemoteModule(candidate)) throw new Error(`${name} does not expose a RemoteModule`);
      await this.addMessages(candidate, this.language());
      this.update(name, { status: 'ready', module: candidate, version: candidate.meta.version });
      return candidate;
    } catch (error) {
      this.update(name, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  private async addMessages(module: RemoteModule, language: LanguageCode): Promise<void> {
    const { namespace } = module.i18n;
    if (this.i18n.hasResourceBundle(language, namespace)) return;
    const messages = await module.i18n.load(language);
    // Every translated component re-renders on 'added': as a transition, in slices.
    startTransition(() => {
      this.i18n.addResourceBundle(language, namespace, messages, true, true);
    });
  }

  private update(name: RemoteName, change: Partial<RemoteState>): void {
    const next = new Map(this.states$.value);
    next.set(name, { ...this.state(name), ...change, name });
    this.states$.next(next);
  }
}
