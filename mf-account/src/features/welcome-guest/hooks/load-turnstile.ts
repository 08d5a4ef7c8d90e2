/** The parts of Cloudflare Turnstile's browser API used here (explicit rendering). */
export interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  language?: string;
  theme?: 'light' | 'dark' | 'auto';
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** A script that neither loads nor fails (a stalled network) counts as failed after this. */
export const TURNSTILE_LOAD_TIMEOUT_MS = 20_000;

let pending: Promise<TurnstileApi> | null = null;

/**
 * Loads Turnstile's script once per page. A failed load is forgotten (its script element
 * removed), so the next call tries again.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (pending) return pending;
  const attempt = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    };
    const timer = window.setTimeout(fail, TURNSTILE_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.turnstile) resolve(window.turnstile);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  pending = attempt;
  attempt.catch(() => {
    if (pending === attempt) pending = null;
  });
  return attempt;
}
