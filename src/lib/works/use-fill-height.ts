import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height from an element's top to the bottom of the window, kept current on resize and
 * rotation (iPad): the editor fills the screen under the site header, whatever the header's height.
 * `shown` re-measures once the element is on screen (after loading).
 */
export function useFillHeight<T extends HTMLElement>(shown: boolean, minimum = 480) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(minimum);
  useLayoutEffect(() => {
    const measure = () => setHeight(Math.max(minimum, window.innerHeight - (ref.current?.getBoundingClientRect().top ?? 0)));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown, minimum]);
  return [ref, height] as const;
}
