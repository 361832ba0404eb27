import { Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { PROGRESS, topProgress, type ProgressController } from './progress';

/** 2 px bar fixed to the top of the viewport (spec §9): dark while loading, red on failure. */
export function ProgressBar({ controller = topProgress }: { controller?: ProgressController }) {
  const { visible, percent, failed } = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return (
    <Box
      role="progressbar"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
      position="fixed"
      top="0"
      left="0"
      height="2px"
      zIndex="toast"
      pointerEvents="none"
      bg={failed ? 'red.500' : 'progress.bar'}
      style={{
        width: `${Math.round(percent * 100) / 100}%`,
        opacity: visible ? 1 : 0,
        transition: `width ${PROGRESS.tickMs}ms linear, opacity ${PROGRESS.hideAfterMs}ms ease ${percent === 100 ? '150ms' : '0ms'}`,
      }}
    />
  );
}
