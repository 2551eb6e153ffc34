import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { addDays, platformToday } from '../../../../shared/dates';
import {
  generateReportInput,
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  REPORT_TEXTS,
  REPORT_TITLE_MAX,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type GenerateReportInput,
  type ReportFormat,
  type ReportType,
} from '../../../../shared/reports';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showInfo } from '../../../ui/toasts';

const typeOptions = REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }));
const formatOptions = REPORT_FORMATS.map((f) => ({ value: f, label: REPORT_FORMAT_LABELS[f] }));

/** The last 30 days, today included (East Africa Time). */
function lastMonth(): Pick<GenerateReportInput, 'from' | 'to'> {
  const today = platformToday();
  return { from: addDays(today, -29), to: today };
}

/**
 * Spec 001 §5 report form: a title (Generate stays disabled while it is empty), a type, a format and a period.
 * Generating queues the report; the table shows it processing, then completed or failed, live.
 */
export function GenerateReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<GenerateReportInput>({
    initialValues: { title: '', type: 'bookings', format: 'pdf', ...lastMonth() },
    validate: schemaResolver(generateReportInput, { sync: true }),
  });
  const generate = trpc.admin.generateReport.useMutation({
    onSuccess: async () => {
      showInfo(REPORT_TEXTS.started);
      form.reset();
      form.setValues(lastMonth());
      onClose();
      await utils.admin.reports.invalidate();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(REPORT_TEXTS.failed, error);
    },
  });
  const { from, to } = form.values;

  return (
    <Modal opened={opened} onClose={onClose} title={REPORT_TEXTS.dialogTitle} centered size="md">
      <form onSubmit={form.onSubmit((values) => generate.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Report title"
            placeholder="November bookings"
            withAsterisk
            maxLength={REPORT_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <SimpleGrid cols={2} spacing="md">
            <Select
              label="Report type"
              data={typeOptions}
              allowDeselect={false}
              {...form.getInputProps('type')}
              onChange={(v) => {
                if (v) form.setFieldValue('type', v as ReportType);
              }}
            />
            <Select
              label="Format"
              data={formatOptions}
              allowDeselect={false}
              {...form.getInputProps('format')}
              onChange={(v) => {
                if (v) form.setFieldValue('format', v as ReportFormat);
              }}
            />
            <DatePickerInput
              label="From"
              leftSection={<IconCalendar size={16} aria-hidden />}
              valueFormat="MMM D, YYYY"
              value={from}
              maxDate={to}
              onChange={(v) => {
                if (v) form.setFieldValue('from', v);
              }}
              error={form.errors.from}
            />
            <DatePickerInput
              label="To"
              leftSection={<IconCalendar size={16} aria-hidden />}
              valueFormat="MMM D, YYYY"
              value={to}
              minDate={from}
              onChange={(v) => {
                if (v) form.setFieldValue('to', v);
              }}
              error={form.errors.to}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={generate.isPending} disabled={!form.values.title.trim()}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
