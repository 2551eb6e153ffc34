import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYOUT_TEXTS, type PayoutFilters, type PayoutKind } from '../../../shared/payouts';
import { showFailure, showInfo, showSuccess } from '../../ui/toasts';
import { downloadPayouts, type ExportFormat } from './downloadPayouts';

interface PayoutExportButtonsProps {
  filters: PayoutFilters;
  /** How many payouts the filters match (undefined while loading). */
  total: number | undefined;
  /** Whose export: a host's stays (the default) or a provider's services. */
  kind?: PayoutKind;
}

/** Export CSV / Export Excel of the filtered set (spec 001 §5, §8), produced by the server. */
export function PayoutExportButtons({ filters, total, kind = 'stay' }: PayoutExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    if (!total) {
      showInfo(PAYOUT_TEXTS.noDataTitle, PAYOUT_TEXTS.noDataMessage);
      return;
    }
    if (format === 'xlsx') showInfo(PAYOUT_TEXTS.processingTitle, PAYOUT_TEXTS.processingExcel);
    setBusy(format);
    try {
      await downloadPayouts(format, filters, kind);
      showSuccess(PAYOUT_TEXTS.downloaded);
    } catch {
      showFailure(PAYOUT_TEXTS.downloadError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        loading={busy === 'csv'}
        disabled={busy !== null && busy !== 'csv'}
        onClick={() => void run('csv')}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy === 'xlsx'}
        disabled={busy !== null && busy !== 'xlsx'}
        onClick={() => void run('xlsx')}
      >
        Export Excel
      </Button>
    </Group>
  );
}
