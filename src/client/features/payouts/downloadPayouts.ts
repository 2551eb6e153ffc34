import { platformToday } from '../../../shared/dates';
import {
  PAYOUT_EXPORT_PATH,
  payoutExportFileName,
  payoutFiltersQuery,
  type PayoutFilters,
  type PayoutKind,
} from '../../../shared/payouts';

export type ExportFormat = 'csv' | 'xlsx';

/** The file name the server gave (RFC 6266, `filename*` first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Fetches the filtered export of the caller's payouts of one kind (a host's stays, a provider's services) with
 * the session cookie and saves it under the server's file name.
 */
export async function downloadPayouts(
  format: ExportFormat,
  filters: PayoutFilters,
  kind: PayoutKind = 'stay',
): Promise<void> {
  const query = payoutFiltersQuery(filters, kind).toString();
  const res = await fetch(`${PAYOUT_EXPORT_PATH}.${format}${query ? `?${query}` : ''}`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`Export failed with HTTP ${res.status}`);
  const blob = await res.blob();
  const name =
    fileNameFromDisposition(res.headers.get('content-disposition')) ??
    payoutExportFileName(platformToday(), format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the blob once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
