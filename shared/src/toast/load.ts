import type * as Toastify from 'react-toastify';

/*
 * react-toastify is not needed for the first screen, so it is fetched later: by the first
 * toast, or ahead of it once the first screen is up (the shell and the dev harness do that,
 * so a toast saying the network is gone does not need the network). Toasts asked for before
 * the container is on screen wait in react-toastify's own queue.
 */
let loading: Promise<typeof Toastify> | undefined;
const onRequest = new Set<() => void>();

export function loadToastify(): Promise<typeof Toastify> {
  onRequest.forEach((wake) => wake());
  return (loading ??= import('react-toastify'));
}

/** Lets the container know that a toast is waiting (or was, before it listened): it mounts. */
export function onToastifyRequested(wake: () => void): () => void {
  if (loading) wake();
  onRequest.add(wake);
  return () => onRequest.delete(wake);
}
