import { Button, ButtonGroup, Stack, Text } from '@chakra-ui/react';

/** One labelled row of choices in a tool's settings panel. */
export function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <ButtonGroup size="sm" variant="outline" attached w="full" data-testid={testId}>
        {options.map((option) => (
          <Button
            key={option.value}
            flex="1"
            // A label longer than its share of a narrow panel wraps inside the button rather than spilling out of it.
            minW="0"
            h="auto"
            minH="8"
            py="1.5"
            whiteSpace="normal"
            lineHeight="short"
            onClick={() => onChange(option.value)}
            disabled={disabled || option.disabled}
            aria-pressed={option.value === value}
            {...(option.value === value ? { bg: 'loom.solid', color: 'loom.contrast', borderColor: 'loom.solid' } : {})}
          >
            {option.label}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}

/** A labelled range with its value shown. */
export function RangeSetting({ label, value, min, max, onChange, disabled, testId }: { label: string; value: number; min: number; max: number; onChange: (value: number) => void; disabled?: boolean; testId: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold" display="flex" justifyContent="space-between">
        <span>{label}</span>
        <Text as="span" color="fg.muted" fontWeight="normal">
          {value}
        </Text>
      </Text>
      <input type="range" min={min} max={max} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))} aria-label={label} data-testid={testId} style={{ width: '100%', accentColor: 'var(--chakra-colors-loom-solid, #b4502b)' }} />
    </Stack>
  );
}
