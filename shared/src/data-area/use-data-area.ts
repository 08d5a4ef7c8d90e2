import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createDataArea, type DataArea, type DataAreaState } from './data-area';

export type UseDataAreaResult<A extends unknown[], R> = DataAreaState<R> &
  Pick<DataArea<A, R>, 'run' | 'reset'>;

/**
 * A data area owned by one component. `run` and `reset` keep their identity across renders,
 * so they can go in effect dependencies; `request` may be a new inline function each render
 * (the latest one is called). `fallbackKey` is read once, on the first render.
 */
export function useDataArea<A extends unknown[], R>(
  request: (...args: A) => Promise<R>,
  fallbackKey: string,
): UseDataAreaResult<A, R> {
  const latestRequest = useRef(request);
  useLayoutEffect(() => {
    latestRequest.current = request;
  });
  const [area] = useState(() =>
    createDataArea((...args: A) => latestRequest.current(...args), fallbackKey),
  );
  const snapshot = () => area.state;
  const state = useSyncExternalStore(area.subscribe, snapshot, snapshot);
  return { ...state, run: area.run, reset: area.reset };
}
