import { Table, Text } from '@mantine/core';
import type { HostPropertyRow } from '../../../../shared/host';
import { AnchorLink } from '../../../ui/AnchorLink';
import { PropertyActions } from './PropertyActions';
import { SuspendedNotice } from './SuspendedNotice';
import { ListingThumb } from '../../../ui/ListingThumb';
import { locationText, rateLines, typeText } from './rowText';

interface PropertiesTableProps {
  rows: HostPropertyRow[];
  onDelete: (row: HostPropertyRow) => void;
}

/** The host's listings as the spec's table (wide screens). */
export function PropertiesTable({ rows, onDelete }: PropertiesTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Property</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th>Rates</Table.Th>
          <Table.Th w={140}>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <ListingThumb src={row.image} />
                <div style={{ minWidth: 0 }}>
                  <AnchorLink to="/property/$id" params={{ id: row.id }} fw={600} c="inherit" lineClamp={2}>
                    {row.title}
                  </AnchorLink>
                  <SuspendedNotice suspended={row.suspended} />
                </div>
              </div>
            </Table.Td>
            <Table.Td>{typeText(row)}</Table.Td>
            <Table.Td>{locationText(row)}</Table.Td>
            <Table.Td>
              {rateLines(row).map((line) => (
                <Text key={line} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {line}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              <PropertyActions row={row} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
