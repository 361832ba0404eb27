import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useOpenOnIntent } from './use-open-on-intent';

type TriggerProps = ReturnType<typeof useOpenOnIntent>['triggerProps'] & { 'aria-haspopup': 'menu' | 'dialog' };

/**
 * A trigger whose popup is its own chunk (issue #11): the trigger alone until the reader points at,
 * focuses or taps it; then `children` — the lazy popup around the same trigger, mounted open.
 *
 *   <OpenOnIntent load={loadPanel} popup="dialog" trigger={(props) => <Button {...props}>…</Button>}>
 *     {(trigger) => <Panel trigger={trigger} />}
 *   </OpenOnIntent>
 */
export function OpenOnIntent({
  load,
  popup,
  trigger,
  children,
}: {
  load: () => Promise<unknown>;
  popup: 'menu' | 'dialog';
  trigger: (props: Partial<TriggerProps>) => ReactElement;
  children: (trigger: ReactElement) => ReactNode;
}) {
  const { opened, triggerProps } = useOpenOnIntent(load);
  if (!opened) return trigger({ 'aria-haspopup': popup, ...triggerProps });
  return <Suspense fallback={trigger({})}>{children(trigger({}))}</Suspense>;
}
