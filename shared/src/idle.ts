/**
 * Runs `callback` when the browser has nothing better to do (after the first screen, between
 * frames), or after `timeoutMs` at the latest. Returns a function that cancels it. Safari has
 * no requestIdleCallback: there it is a plain timeout.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(id);
}
