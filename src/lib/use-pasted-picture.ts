import { useEffect } from 'react';

/** Picks a picture from a paste anywhere on the page (a screenshot, a picture copied from the web). */
export function usePastedPicture(onPicture: (file: File) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (file) {
        event.preventDefault();
        onPicture(file);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onPicture, enabled]);
}
