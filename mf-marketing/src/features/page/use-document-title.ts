import { useEffect } from 'react';

/**
 * Names the browser tab after the page, in the current language. The previous title comes
 * back when the page goes, so a screen that sets none is not left with ours.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
