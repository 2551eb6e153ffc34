// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_TEXTS } from '../../../../shared/moderation';
import { renderPage } from '../../../test/render';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const HOST = '22222222-2222-4222-8222-222222222222';

const state = vi.hoisted(() => ({
  user: null as { id: string } | null,
  fail: null as Error | null,
}));
const mutate = vi.fn();
const showSuccess = vi.fn();
const showError = vi.fn();

vi.mock('../../../layout/useAuth', () => ({
  useAuth: () => ({ user: state.user, isLoading: false, isError: false }),
}));
vi.mock('../../../ui/toasts', () => ({ showSuccess, showError }));
vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    properties: {
      report: {
        useMutation: (options: { onSuccess: () => void; onError: (e: Error) => void }) => ({
          isPending: false,
          mutate: (input: unknown) => {
            mutate(input);
            if (state.fail) options.onError(state.fail);
            else options.onSuccess();
          },
        }),
      },
    },
  },
}));

const { ReportListingButton } = await import('./ReportListingButton');

const render = () => renderPage(<ReportListingButton propertyId={PROPERTY} hostId={HOST} />);

beforeEach(() => {
  state.user = { id: '33333333-3333-4333-8333-333333333333' };
  state.fail = null;
  mutate.mockClear();
  showSuccess.mockClear();
  showError.mockClear();
});

describe('ReportListingButton', () => {
  it('asks a signed-out visitor to sign in', async () => {
    state.user = null;
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Required' });
    expect(within(dialog).getByText('Please sign in to report a listing.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('is not there for the listing’s own host', async () => {
    state.user = { id: HOST };
    await render();
    expect(screen.queryByRole('button', { name: MODERATION_TEXTS.reportListing })).toBeNull();
  });

  it('checks the form with the shared schema, sends it and says thank you', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const dialog = await screen.findByRole('dialog', { name: MODERATION_TEXTS.reportListing });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_TEXTS.reasonRequired)).toBeTruthy();
    expect(within(dialog).getByText(MODERATION_TEXTS.detailsRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), '  Wants payment by wire ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(mutate).toHaveBeenCalledWith({
      propertyId: PROPERTY,
      reason: 'scam',
      details: 'Wants payment by wire',
    });
    expect(showSuccess).toHaveBeenCalledWith(MODERATION_TEXTS.reportSent, MODERATION_TEXTS.reportSentBody);
  });

  it('shows the server’s refusal', async () => {
    state.fail = new Error(MODERATION_TEXTS.alreadyReported);
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const dialog = await screen.findByRole('dialog', { name: MODERATION_TEXTS.reportListing });
    await user.click(within(dialog).getByRole('radio', { name: 'Inaccurate or misleading' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'No desk');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(showError).toHaveBeenCalledWith(MODERATION_TEXTS.reportFailed, state.fail);
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
