/** Leaves the single-page app for a full page load (a sign-in provider's page, say). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
