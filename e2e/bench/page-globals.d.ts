/**
 * What the bench reads in the page. `lingualoop` is the shell's inspection hook
 * (shell/src/composition/inspect.ts); the `__bench*` probes are set up by the bench itself.
 * Declared globally, so the e2e suite's `window.lingualoop` is typed by it as well.
 */
export {};

declare global {
  interface Window {
    lingualoop?: {
      remotes(): Array<{
        name: string;
        status: string;
        entry?: string;
        source?: string;
        version?: string;
        error?: string;
      }>;
    };
    /** The first visible h1 of the page, on the page's clock. */
    __benchHome?: {
      h1At: number | null;
      h1Text: string;
      firstPaint: boolean;
      liveAt: number | null;
    };
    /** Click on "Sign in" → the sign-in h1, on the page's clock. */
    __benchNav?: {
      clickAt: number | null;
      domAt: number | null;
      paintAt: number | null;
      h1Text: string;
    };
  }
}
