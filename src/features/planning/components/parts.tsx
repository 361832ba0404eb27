import { Box, Button, Flex, Image, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useLocale } from '../../../i18n/use-locale';
import { formatFen, PLAN_LIMITS } from '../../../shared/planning/board';

/** The planning dialogs (favourites picker, balancing): wide, closable, ending in Cancel and one action. */
export function PlanDialog({ title, testId, onClose, action, children }: { title: string; testId: string; onClose: () => void; action: { label: string; onClick: () => void; disabled: boolean; testId: string }; children: ReactNode }) {
  const { t } = useLocale();
  return (
    <CenterDialog
      open
      size="wide"
      closeButton
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('planning.cancel')}</Button>
          <Button colorPalette="loom" disabled={action.disabled} onClick={action.onClick} data-testid={action.testId}>{action.label}</Button>
        </>
      }
    >
      {children}
    </CenterDialog>
  );
}

export function Swatch({ hex, size = '3' }: { hex: string; size?: string }) {
  return <Box as="span" display="inline-block" flexShrink={0} w={size} h={size} borderRadius="sm" bg={hex} borderWidth="1px" borderColor="blackAlpha.200" />;
}

export function Thumb({ src, alt, size = '11' }: { src: string | null; alt: string; size?: string }) {
  return src ? (
    <Image src={src} alt={alt} w={size} aspectRatio={1} objectFit="cover" borderRadius="sm" flexShrink={0} bg="bg.muted" loading="lazy" />
  ) : (
    <Box w={size} aspectRatio={1} borderRadius="sm" bg="bg.muted" flexShrink={0} />
  );
}

/** Whole quantity, clamped to the plan's limits. */
export function QuantityInput({ value, onChange, label, testId }: { value: number; onChange: (value: number) => void; label: string; testId?: string }) {
  return (
    <Input
      size="xs"
      px="1.5"
      type="number"
      inputMode="numeric"
      min={0}
      max={PLAN_LIMITS.quantity}
      step={1}
      value={value}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => onChange(Math.min(PLAN_LIMITS.quantity, Math.max(0, Math.floor(Number(event.target.value) || 0))))}
    />
  );
}

/** Unit price typed in yuan, kept in fen. */
export function PriceInput({ fen, onChange, label }: { fen: number; onChange: (fen: number) => void; label: string }) {
  return (
    <Input
      size="xs"
      px="1.5"
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      defaultValue={fen / 100}
      aria-label={label}
      onChange={(event) => onChange(Math.min(PLAN_LIMITS.priceFen, Math.max(0, Math.round((Number(event.target.value) || 0) * 100))))}
    />
  );
}

/** Quantity and amount of a total, as the board shows them. */
export function TotalText({ quantity, amountFen, testId, strong }: { quantity: number; amountFen: number; testId?: string; strong?: boolean }) {
  return (
    <Flex direction="column" align="flex-end" data-testid={testId} data-quantity={quantity} data-amount={amountFen} lineHeight="short">
      <Text fontWeight={strong ? 'bold' : 'semibold'} fontSize="sm">{quantity.toLocaleString('en-US')}</Text>
      <Text fontSize="xs" color="fg.muted">¥{formatFen(amountFen)}</Text>
    </Flex>
  );
}

export function Select<V extends string>({ value, onChange, options, label, testId }: { value: V; onChange: (value: V) => void; options: { value: V; label: string }[]; label: string; testId?: string }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value as V)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
