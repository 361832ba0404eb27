import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * `React.lazy` for a module's named export: a part of a page that only some of its readers see
 * (a special layout, a book's reader) loads with the page that shows it (issue #11).
 */
export function lazyNamed<M extends Record<K, (props: never) => ReactNode>, K extends keyof M>(load: () => Promise<M>, name: K) {
  // The constraint reads props contravariantly (never); the export is the component it names.
  return lazy(() => load().then((module) => ({ default: module[name] as unknown as ComponentType<PropsOf<M[K]>> })));
}

/** A function component's props; `object` for one that takes none. */
type PropsOf<F extends (props: never) => ReactNode> = Parameters<F> extends [infer P, ...unknown[]] ? P : object;

/**
 * A dialog or drawer whose machinery (focus trap, dismissal, scroll lock) is its own chunk
 * (issue #11: not in the first JavaScript of a page that merely can open it). Give it the lazily
 * loaded view: the returned component renders nothing until `isOpen(props)` first holds, then
 * mounts the view and keeps it mounted, so it plays its closing animation and reopens at once.
 *
 * The view mounts closed (with the props it last had closed) and opens on the next commit, as if it
 * had always been there: a dialog that mounted open while another was closing (the download's
 * progress handing over to its Save step) registered as a layer on top of the closing one and
 * was dismissed with it.
 */
export function lazyPopup<P extends object>(View: ComponentType<P>, isOpen: (props: P) => boolean) {
  return function LazyPopup(props: P) {
    const open = isOpen(props);
    const closedProps = useRef<P | null>(null);
    const [mounted, setMounted] = useState(false);
    if (!mounted && !open) {
      closedProps.current = props;
      return null;
    }
    return (
      <Suspense fallback={null}>
        <View {...(mounted ? props : (closedProps.current ?? props))} />
        {!mounted && <OnCommit run={() => setMounted(true)} />}
      </Suspense>
    );
  };
}

/** Runs once its Suspense boundary has committed (the lazily loaded view beside it included). */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
