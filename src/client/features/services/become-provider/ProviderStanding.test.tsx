// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderApplicationView } from '../../../../shared/services';
import { renderPage } from '../../../test/render';
import { ProviderStanding } from './ProviderStanding';

const application: ProviderApplicationView = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: 'u1',
  accountName: 'Pat Provider',
  accountEmail: 'pat@example.com',
  displayName: 'Pat Photos',
  bio: '',
  avatarUrl: null,
  categories: ['photography'],
  startingPriceCents: 5000,
  currency: 'USD',
  availability: ['monday'],
  timeSlots: '09:00-17:00',
  portfolio: [],
  documents: [],
  status: 'revoked',
  reason: 'Your licence expired.',
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: '2026-11-20T10:00:00.000Z',
};

describe('ProviderStanding', () => {
  it('tells a revoked provider why, and that they may apply again', async () => {
    await renderPage(<ProviderStanding status={{ isProvider: false, application }} />);
    expect(screen.getByText('Your provider verification was revoked')).toBeTruthy();
    expect(
      screen.getByText(/Your licence expired\. Your services are paused\. You can apply again below\./),
    ).toBeTruthy();
  });

  it('shows a verified provider the way to their dashboard', async () => {
    await renderPage(
      <ProviderStanding status={{ isProvider: true, application: { ...application, status: 'approved' } }} />,
    );
    expect(screen.getByText('You are a verified provider')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your Provider Dashboard' }).getAttribute('href')).toBe(
      '/provider/dashboard',
    );
  });
});
