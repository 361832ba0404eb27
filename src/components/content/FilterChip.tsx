import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** One choice of a single-choice filter row (channel, category…): a link to the list with it chosen. */
export function FilterChip({ active, to, testId, children }: { active: boolean; to: string; testId: string; children: string }) {
  return (
    <Link
      asChild
      px="3"
      py="1"
      borderRadius="full"
      fontSize="sm"
      bg={active ? 'loom.subtle' : 'bg.muted'}
      color={active ? 'loom.fg' : 'fg'}
      fontWeight={active ? 'semibold' : 'normal'}
      data-testid={testId}
    >
      <RouterLink to={to} aria-current={active ? 'page' : undefined}>
        {children}
      </RouterLink>
    </Link>
  );
}
