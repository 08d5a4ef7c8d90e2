// Build time (Node): the visitor layout (header, footer) around an empty slot, for the pages
// whose first screen a remote pre-renders. The server puts the remote's HTML in the slot.
import { Route, Routes, StorageKey } from '@lingualoop/shared';
import { FIRST_PAINT_STATE, renderFirstPaint } from '@lingualoop/shared/first-paint';
import { PublicLayout } from './layouts/public-layout';

/** The public navigation's pages: the layout differs only in which link is current. */
const PATHS = ['/', '/about', '/pricing', '/features'];

/**
 * Runs before the first paint is parsed. The first paint is what a first visit sees; a
 * browser with a session, another language or the other theme would see the wrong page for
 * a moment, so it skips the first paint and waits for the app, as without one. The app
 * (bootstrap.tsx) removes the first paint once its own first screen is on the page; until
 * then its root stays hidden.
 */
export const FIRST_PAINT_GUARD = `<style>
html:not(.no-first-paint) #first-paint ~ #root { display: none; }
html.no-first-paint #first-paint { display: none; }
</style>
<script>
(function () {
  try {
    var s = window.localStorage;
    if (
      s.getItem(${JSON.stringify(StorageKey.accessToken)}) ||
      (s.getItem(${JSON.stringify(StorageKey.language)}) || ${JSON.stringify(FIRST_PAINT_STATE.language)}) !== ${JSON.stringify(FIRST_PAINT_STATE.language)} ||
      (s.getItem(${JSON.stringify(StorageKey.theme)}) || ${JSON.stringify(FIRST_PAINT_STATE.theme)}) !== ${JSON.stringify(FIRST_PAINT_STATE.theme)}
    ) document.documentElement.classList.add('no-first-paint');
  } catch (e) {}
})();
</script>`;

export default function render(): Record<string, string> {
  const layout = (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<template data-first-paint-slot="" />} />
      </Route>
    </Routes>
  );
  return Object.fromEntries(
    PATHS.map((path) => [path, FIRST_PAINT_GUARD + renderFirstPaint(layout, { path })]),
  );
}
