import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { createDataArea } from './data-area';

/** A promise the test settles by hand, so overlapping runs finish in a chosen order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createDataArea', () => {
  it('starts empty, sets loading on run, stores the result on success', async () => {
    const answer = deferred<string[]>();
    const area = createDataArea((_query: string) => answer.promise, 'data/failed');
    expect(area.state).toEqual({ loading: false, error: null, result: null });

    const running = area.run('an');
    expect(area.state).toEqual({ loading: true, error: null, result: null });

    answer.resolve(['a', 'b']);
    await expect(running).resolves.toEqual({ ok: true, result: ['a', 'b'] });
    expect(area.state).toEqual({ loading: false, error: null, result: ['a', 'b'] });
  });

  it('passes the arguments to the request', async () => {
    const area = createDataArea(async (a: number, b: number) => a + b, 'data/failed');
    await area.run(2, 3);
    expect(area.state.result).toBe(5);
  });

  it("stores the API's error key on failure and clears it on the next run", async () => {
    let fail = true;
    const area = createDataArea(async () => {
      if (fail) throw new ApiError(402, 'not-enough-credits');
      return 'bought';
    }, 'course/buy-failed');

    await expect(area.run()).resolves.toEqual({ ok: false, error: 'not-enough-credits' });
    expect(area.state).toEqual({ loading: false, error: 'not-enough-credits', result: null });

    fail = false;
    const running = area.run();
    expect(area.state.error).toBeNull();
    await running;
    expect(area.state).toEqual({ loading: false, error: null, result: 'bought' });
  });

  it('stores the fallback key when the failure carries none', async () => {
    const area = createDataArea(async () => {
      throw new TypeError('boom');
    }, 'levels/fetch-failed');
    await area.run();
    expect(area.state.error).toBe('levels/fetch-failed');
  });

  it('keeps the previous result while a refresh loads', async () => {
    let n = 0;
    const area = createDataArea(async () => ++n, 'data/failed');
    await area.run();
    const running = area.run();
    expect(area.state).toEqual({ loading: true, error: null, result: 1 });
    await running;
    expect(area.state.result).toBe(2);
  });

  it('resets to the initial state', async () => {
    const area = createDataArea(async () => 'x', 'data/failed');
    await area.run();
    area.reset();
    expect(area.state).toEqual({ loading: false, error: null, result: null });
  });

  it('lets the last run win when an older answer arrives later', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first.promise, second.promise];
    const area = createDataArea(() => answers.shift()!, 'data/failed');

    const older = area.run();
    const newer = area.run();
    second.resolve('new');
    await newer;
    expect(area.state).toEqual({ loading: false, error: null, result: 'new' });

    first.resolve('old');
    await older;
    expect(area.state.result).toBe('new');
  });

  it('does not let an older failure overwrite a newer run, nor stop its loading', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first.promise, second.promise];
    const area = createDataArea(() => answers.shift()!, 'data/failed');

    const older = area.run();
    const newer = area.run();
    first.reject(new ApiError(500, 'server/busy'));
    await older;
    expect(area.state).toEqual({ loading: true, error: null, result: null });

    second.resolve('new');
    await newer;
    expect(area.state).toEqual({ loading: false, error: null, result: 'new' });
  });

  it('ignores an answer still on its way after a reset', async () => {
    const answer = deferred<string>();
    const area = createDataArea(() => answer.promise, 'data/failed');
    const running = area.run();
    area.reset();
    answer.resolve('late');
    await running;
    expect(area.state).toEqual({ loading: false, error: null, result: null });
  });

  it('notifies subscribers of changes only, until they unsubscribe', async () => {
    const area = createDataArea(async () => 'x', 'data/failed');
    const seen: boolean[] = [];
    const unsubscribe = area.subscribe(() => seen.push(area.state.loading));
    expect(seen).toEqual([]);
    await area.run();
    expect(seen).toEqual([true, false]);
    unsubscribe();
    area.reset();
    expect(seen).toEqual([true, false]);
  });
});
