// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutFilters } from '../../../shared/payouts';
import { renderPage } from '../../test/render';

const toasts = vi.hoisted(() => ({ showInfo: vi.fn(), showSuccess: vi.fn(), showFailure: vi.fn() }));
vi.mock('../../ui/toasts', () => toasts);
const download = vi.hoisted(() => ({ downloadPayouts: vi.fn<() => Promise<void>>() }));
vi.mock('./downloadPayouts', () => download);

const { PayoutExportButtons } = await import('./PayoutExportButtons');

const filters: PayoutFilters = { search: '', time: 'all', method: 'all', status: 'completed' };

beforeEach(() => vi.clearAllMocks());

describe('PayoutExportButtons', () => {
  it('refuses to export nothing, without a request', async () => {
    const { user } = await renderPage(<PayoutExportButtons filters={filters} total={0} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(toasts.showInfo).toHaveBeenCalledWith('No data', 'There are no payouts to export');
    expect(toasts.showInfo).toHaveBeenCalledTimes(2);
    expect(download.downloadPayouts).not.toHaveBeenCalled();
  });

  it('says the Excel file is being made, downloads the filtered set and confirms', async () => {
    download.downloadPayouts.mockResolvedValue();
    const { user } = await renderPage(<PayoutExportButtons filters={filters} total={12} />);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(toasts.showInfo).toHaveBeenCalledWith('Processing', 'Generating Excel file...');
    expect(download.downloadPayouts).toHaveBeenCalledWith('xlsx', filters, 'stay');
    await waitFor(() =>
      expect(toasts.showSuccess).toHaveBeenCalledWith('Payout history downloaded successfully'),
    );
  });

  it('exports a provider’s service payouts', async () => {
    download.downloadPayouts.mockResolvedValue();
    const { user } = await renderPage(<PayoutExportButtons filters={filters} total={2} kind="service" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.downloadPayouts).toHaveBeenCalledWith('csv', filters, 'service');
  });

  it('says so when the download fails', async () => {
    download.downloadPayouts.mockRejectedValue(new Error('HTTP 500'));
    const { user } = await renderPage(<PayoutExportButtons filters={filters} total={3} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toasts.showFailure).toHaveBeenCalledWith('Failed to download payout history'));
    expect(toasts.showSuccess).not.toHaveBeenCalled();
  });
});
