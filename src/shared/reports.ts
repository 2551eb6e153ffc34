import { z } from 'zod';
import { isoDate } from './date-field';
import { isIsoDate } from './dates';
import { text } from './text';

/** Spec 001 §5 report form: the types and formats, in the spec's order. */
export const REPORT_TYPES = ['users', 'listings', 'bookings', 'revenue', 'performance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Spec 001 §4: processing, then completed; failed is displayed too. */
export const REPORT_STATUSES = ['processing', 'completed', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  users: 'Users',
  listings: 'Listings',
  bookings: 'Bookings',
  revenue: 'Revenue',
  performance: 'Performance',
};
export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  pdf: 'PDF',
  xlsx: 'XLSX (Excel)',
  csv: 'CSV',
};
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const REPORT_TEXTS = {
  title: 'Generated Reports',
  generate: 'Generate Report',
  dialogTitle: 'Generate Report',
  titleRequired: 'Please enter a report title',
  started: 'Report generation started',
  completed: 'Report completed',
  failed: 'Report generation failed',
  none: 'No reports yet. Generate one to see it here.',
  loadFailed: 'Failed to load reports',
  periodInvalid: 'The period must end on or after its start',
  periodTooLong: 'A report covers at most 5 years',
} as const;

/** The longest period a report may cover (days): enough for any question, bounded for the job. */
export const REPORT_MAX_DAYS = 5 * 366;
export const REPORT_TITLE_MAX = 120;
export const REPORTS_SHOWN = 50;

const day = isoDate();

export const generateReportInput = z
  .object({
    title: text()
      .trim()
      .min(1, REPORT_TEXTS.titleRequired)
      .max(REPORT_TITLE_MAX, `At most ${REPORT_TITLE_MAX} characters`),
    type: z.enum(REPORT_TYPES),
    format: z.enum(REPORT_FORMATS),
    from: day,
    to: day,
  })
  .refine((v) => !isIsoDate(v.from) || !isIsoDate(v.to) || v.to >= v.from, {
    message: REPORT_TEXTS.periodInvalid,
    path: ['to'],
  })
  .refine(
    (v) =>
      !isIsoDate(v.from) ||
      !isIsoDate(v.to) ||
      (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= REPORT_MAX_DAYS,
    { message: REPORT_TEXTS.periodTooLong, path: ['from'] },
  );
export type GenerateReportInput = z.input<typeof generateReportInput>;

export const reportIdInput = z.object({ reportId: z.uuid('Invalid report id') });

export interface ReportView {
  id: string;
  title: string;
  type: ReportType;
  format: ReportFormat;
  from: string;
  to: string;
  status: ReportStatus;
  error: string | null;
  rows: number | null;
  sizeBytes: number | null;
  createdAt: string;
  completedAt: string | null;
  createdByName: string | null;
}

/** GET {REPORT_DOWNLOAD_PATH}/{id}: the file of a completed report, admins only (session cookie). */
export const REPORT_DOWNLOAD_PATH = '/api/admin/reports';

/** 'revenue-2026-11-01-to-2026-11-30.pdf' */
export function reportFileName(r: Pick<ReportView, 'type' | 'format' | 'from' | 'to'>): string {
  return `${r.type}-${r.from}-to-${r.to}.${r.format}`;
}
