import { useLayoutEffect, useRef } from 'react';
import { staticClass } from '../static-styles';
import { PROGRESS, topProgress, type ProgressController, type ProgressState } from './progress';

/**
 * Writes a state to the bar's element. The bar moves every 100 ms while a page loads; as a React
 * update each tick would interrupt the page's own render (a router transition), which then starts
 * over, so a page that needs more than a tick to render on a slow device showed only once the bar
 * stopped (issue #11). The element is rendered once and the ticks bypass React.
 */
function paint(bar: HTMLElement, { visible, percent, failed }: ProgressState) {
  bar.setAttribute('aria-hidden', String(!visible));
  bar.setAttribute('aria-valuenow', String(Math.round(percent)));
  bar.dataset.state = failed ? 'failed' : visible ? 'loading' : 'idle';
  bar.style.width = `${Math.round(percent * 100) / 100}%`;
  bar.style.opacity = visible ? '1' : '0';
  bar.style.transition = `width ${PROGRESS.tickMs}ms linear, opacity ${PROGRESS.hideAfterMs}ms ease ${percent === 100 ? '150ms' : '0ms'}`;
}

/** 2 px bar fixed to the top of the viewport (spec §9): dark while loading, red on failure. */
export function ProgressBar({ controller = topProgress }: { controller?: ProgressController }) {
  const barRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = barRef.current!;
    paint(bar, controller.getState());
    return controller.subscribe(() => paint(bar, controller.getState()));
  }, [controller]);
  return <div ref={barRef} role="progressbar" aria-valuemin={0} aria-valuemax={100} className={staticClass('progress-bar')} />;
}
