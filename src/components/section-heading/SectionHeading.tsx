import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Heading element id, for aria-labelledby on the section. */
  id?: string;
  /** Right-aligned actions (a "more" link, filters). */
  children?: ReactNode;
}

/** Editorial section title: serif heading with a short cinnabar rule, subtitle beneath. */
export function SectionHeading({ title, subtitle, id, children }: SectionHeadingProps) {
  return (
    <Flex align="flex-end" justify="space-between" gap="6" mb="6">
      <Stack gap="2">
        <Heading
          as="h2"
          id={id}
          fontFamily="display"
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="bold"
          letterSpacing="wide"
          display="flex"
          alignItems="center"
          gap="3"
          _before={{ content: '""', display: 'block', w: '6', h: '2px', bg: 'loom.solid' }}
        >
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Flex>
  );
}
