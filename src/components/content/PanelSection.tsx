import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of controls in a tool's side panel (3D fabric, fitting room). */
export function PanelSection({ title, children, level = 'h3' }: { title: string; children: ReactNode; level?: 'h2' | 'h3' }) {
  return (
    <Stack gap="2">
      <Heading as={level} fontSize="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
