import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Whether the device has a network connection. Features that cannot work offline (image upload,
 * payment, downloads from the server) use it to say so instead of failing:
 *
 *   const online = useOnline();
 *   <Button disabled={!online}>…</Button><NeedsNetwork online={online} />
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
