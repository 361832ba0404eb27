import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Pages
 * render what is far below the fold only when the reader heads there, so the first paint stays
 * small on slow devices (issue #11). Without IntersectionObserver everything renders at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '800px 0px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
