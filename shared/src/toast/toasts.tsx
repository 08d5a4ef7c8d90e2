import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n';
import type { ThemeMode } from '../theme';
import { loadToastify, onToastifyRequested } from './load';

const ToastContainer = lazy(() =>
  loadToastify().then(({ ToastContainer }) => ({ default: ToastContainer })),
);

/** Spec §9 (the 3500 ms reading, which comes with the 40 px offset). */
export const TOAST_AUTO_CLOSE_MS = 3500;
export const TOAST_TOP_OFFSET_PX = 40;
/** How far (percent of its width) a toast is dragged before it is dismissed. */
export const TOAST_DRAG_PERCENT = 80;

/** Alt+T focuses the notifications (spec §9); `code` so it works on any keyboard layout. */
function isToastHotKey(event: KeyboardEvent) {
  return event.altKey && event.code === 'KeyT';
}

export interface ToastsProps {
  /** The app's theme, so toasts are light or dark with it. */
  theme: ThemeMode;
}

/**
 * Where notifications appear: top-right, one container for the whole app (the shell or
 * the dev harness mounts it once). react-toastify 11 injects its own CSS; the theme's
 * GlobalStyle points its colour and font variables at the app's tokens. It mounts once
 * react-toastify is loaded: by the first toast, or by the shell after the first screen.
 */
export function Toasts({ theme }: ToastsProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const mount = () => setWanted(true);
    return onToastifyRequested(mount);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        style={{ top: TOAST_TOP_OFFSET_PX }}
        draggable
        draggablePercent={TOAST_DRAG_PERCENT}
        pauseOnHover
        pauseOnFocusLoss
        hotKeys={isToastHotKey}
        theme={theme}
        aria-label={t('toast.region')}
      />
    </Suspense>
  );
}
