import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';

/**
 * One facet of a faceted list (fabric, manufacturing) as a checklist: each value with how many
 * results it would give; values giving none are disabled unless already chosen.
 */
export function FacetChecklist({
  testId,
  legend,
  options,
  selected,
  label,
  onToggle,
}: {
  testId: string;
  legend: string;
  options: readonly { value: string; count: number }[];
  selected: readonly string[];
  label: (value: string) => string;
  onToggle: (value: string) => void;
}) {
  return (
    <Box as="fieldset" data-testid={testId}>
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">
        {legend}
      </Text>
      <Stack gap="1.5">
        {options.map((option) => (
          <Flex as="label" key={option.value} gap="2" align="center" fontSize="sm" cursor="pointer" data-testid={`${testId}-${option.value}`}>
            {/* A native checkbox: keyboard, screen readers and touch work without extra code. */}
            <chakra.input
              type="checkbox"
              w="4"
              h="4"
              flexShrink={0}
              css={{ accentColor: 'var(--chakra-colors-loom-solid)' }}
              checked={selected.includes(option.value)}
              disabled={option.count === 0 && !selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <Text as="span" flex="1">
              {label(option.value)}
            </Text>
            <Text as="span" color="fg.subtle" fontVariantNumeric="tabular-nums">
              {option.count}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
