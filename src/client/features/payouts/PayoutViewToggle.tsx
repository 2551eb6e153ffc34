import { Center, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import type { PayoutView } from '../../searchSchemas';

const option = (value: PayoutView, label: string, icon: React.ReactNode) => ({
  value,
  label: (
    <Center style={{ gap: 6 }}>
      {icon}
      <span>{label}</span>
    </Center>
  ),
});

/** Table or cards; the choice is kept in the URL. */
export function PayoutViewToggle({
  value,
  onChange,
}: {
  value: PayoutView;
  onChange: (v: PayoutView) => void;
}) {
  return (
    <div>
      <VisuallyHidden id="payout-view-label">View</VisuallyHidden>
      <SegmentedControl
        aria-labelledby="payout-view-label"
        value={value}
        onChange={(v) => onChange(v === 'cards' ? 'cards' : 'table')}
        data={[
          option('table', 'Table', <IconTable size={16} aria-hidden />),
          option('cards', 'Cards', <IconLayoutGrid size={16} aria-hidden />),
        ]}
      />
    </div>
  );
}
