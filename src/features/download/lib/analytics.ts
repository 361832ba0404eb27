/**
 * Statistics sink (spec §7): download events go to whatever sink is plugged in. By default no
 * third-party script is loaded: events are dispatched on window as `trendloom:analytics`, where
 * an analytics integration (or a test) can listen.
 */
export type AnalyticsSink = (text: string) => void;

export const ANALYTICS_EVENT = 'trendloom:analytics';

const windowEventSink: AnalyticsSink = (text) => {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { type: 'pageview', text } }));
};

let sink: AnalyticsSink = windowEventSink;

/** Replaces the sink (an analytics service adapter); returns the previous one. */
export function setAnalyticsSink(next: AnalyticsSink): AnalyticsSink {
  const previous = sink;
  sink = next;
  return previous;
}

export function track(text: string): void {
  try {
    sink(text);
  } catch {
    // Statistics never break a download.
  }
}
