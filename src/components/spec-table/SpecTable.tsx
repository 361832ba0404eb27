import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A product's specifications as label/value rows (fabric, yarn and the like). */
export function SpecTable({ rows, testId }: { rows: [label: string, value: ReactNode][]; testId: string }) {
  return (
    <Table.Root size="sm" variant="line" data-testid={testId}>
      <Table.Body>
        {rows.map(([label, value]) => (
          <Table.Row key={label}>
            <Table.Cell color="fg.muted" w="36">
              {label}
            </Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
