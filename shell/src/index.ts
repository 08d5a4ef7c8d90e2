// The async boundary Module Federation's shared modules need before anything imports React.
//
// The start is staged so that it never becomes one long task. Importing the bootstrap at once
// would evaluate React, React DOM, styled-components, i18next and `@lingualoop/shared` in a
// single task (about 90 ms on a mid-range phone, 360 ms in Lighthouse's mobile run), holding
// the main thread while the visitor may already be reading the server's first paint, and on a
// fast network delaying that paint itself. Here every shared module is requested at once and
// evaluated in its own task as it arrives; the shell's own code comes last, after a turn of the
// event loop, so the browser can paint and answer input in between.

/** Resolves after the browser has had a chance to paint and handle input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the current frame has been painted (rAF callbacks run just before it). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start(): Promise<void> {
  // With the server's first paint on the page, let the browser show all of it before any
  // module runs: on a fast network the app's evaluation could otherwise delay that paint.
  if (document.getElementById('first-paint')) await afterPaint();
  await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('styled-components'),
    import('i18next'),
    import('@lingualoop/shared'),
  ]);
  await nextTask();
  await import(/* webpackPrefetch: true */ './bootstrap');
}

void start();
