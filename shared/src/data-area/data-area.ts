import { BehaviorSubject, type Observable } from 'rxjs';
import { errorKey } from '../api';

/** One request's view for a screen (spec §3 "Data areas"). `error` is a translatable key. */
export interface DataAreaState<R> {
  loading: boolean;
  error: string | null;
  result: R | null;
}

/** How one run ended, for callers that act on it (navigate, toast, refetch). */
export type DataAreaOutcome<R> = { ok: true; result: R } | { ok: false; error: string };

export interface DataArea<A extends unknown[], R> {
  readonly state$: Observable<DataAreaState<R>>;
  readonly state: DataAreaState<R>;
  /** Calls `listener` on every change; returns the unsubscribe (the useSyncExternalStore shape). */
  subscribe(listener: () => void): () => void;
  /** Never rejects: a failure is stored in `error` and returned as the outcome. */
  run(...args: A): Promise<DataAreaOutcome<R>>;
  reset(): void;
}

const initialState = { loading: false, error: null, result: null } as const;

/**
 * Wraps one request in loading / error / result (spec §4 "Data areas"). When runs overlap
 * the last one wins: an older answer arriving late must not overwrite a newer one, and
 * `reset()` also discards answers still on their way.
 */
export function createDataArea<A extends unknown[], R>(
  request: (...args: A) => Promise<R>,
  fallbackKey: string,
): DataArea<A, R> {
  const subject = new BehaviorSubject<DataAreaState<R>>(initialState);
  let latestRun = 0;

  const patch = (changes: Partial<DataAreaState<R>>) =>
    subject.next({ ...subject.value, ...changes });

  async function run(...args: A): Promise<DataAreaOutcome<R>> {
    const thisRun = ++latestRun;
    // The previous result stays visible while a refresh loads.
    patch({ loading: true, error: null });
    try {
      const result = await request(...args);
      if (thisRun === latestRun) patch({ loading: false, result });
      return { ok: true, result };
    } catch (error) {
      const key = errorKey(error, fallbackKey);
      if (thisRun === latestRun) patch({ loading: false, error: key });
      return { ok: false, error: key };
    }
  }

  function reset(): void {
    latestRun++;
    subject.next(initialState);
  }

  function subscribe(listener: () => void): () => void {
    // BehaviorSubject replays the current value at once; listeners want changes only.
    let replayed = false;
    const subscription = subject.subscribe(() => {
      if (replayed) listener();
      replayed = true;
    });
    return () => subscription.unsubscribe();
  }

  return {
    state$: subject.asObservable(),
    get state() {
      return subject.value;
    },
    subscribe,
    run,
    reset,
  };
}
