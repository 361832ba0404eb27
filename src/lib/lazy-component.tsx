import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * `React.lazy` for a module's named export: a part of a page that only some of its readers see
 * (a special layout, a book's reader) loads with the page that shows it (issue #11).
 */
export function lazyNamed<M extends Record<K, (props: never) => ReactNode>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as (props: Parameters<M[K]>[0]) => ReactNode })));
}

/**
 * A dialog or drawer whose machinery (focus trap, dismissal, scroll lock) is its own chunk
 * (issue #11: not in the first JavaScript of a page that merely can open it). Give it the lazily
 * loaded view: the returned component renders nothing until `isOpen(props)` first holds, then
 * mounts the view and keeps it mounted, so it plays its closing animation and reopens at once.
 */
export function lazyPopup<P extends object>(View: ComponentType<P>, isOpen: (props: P) => boolean) {
  return function LazyPopup(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
