import { Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** HelpTip's tooltip (its own chunk), open from the moment it loads: the reader is pointing at it. */
export default function HelpTooltip({ trigger, text }: { trigger: ReactElement; text: string }) {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: 'bottom' }} defaultOpen>
      <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
