import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component that can be asked to load before it first renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` for a module's named export: a part of a page that only some of its readers see
 * (a special layout, a book's reader) loads with the page that shows it (issue #11). `preload()`
 * starts loading it; once loaded, a new instance renders at once instead of suspending for a
 * commit of its own (React.lazy suspends on its first render even when its module is already here).
 */
export function lazyNamed<M extends Record<K, (props: never) => ReactNode>, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<PropsOf<M[K]> & object> {
  // The constraint reads props contravariantly (never); the export is the component it names.
  return preloadable(() => load().then((module) => module[name] as unknown as ComponentType<PropsOf<M[K]> & object>));
}

function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render may try again (a chunk back after a reconnect)
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Decided once per instance: switching from the lazy wrapper to the component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
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
