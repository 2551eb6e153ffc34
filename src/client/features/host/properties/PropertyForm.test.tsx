// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPropertyForm, HOST_TEXTS, type PropertyFormInput } from '../../../../shared/host';
import { renderPage } from '../../../test/render';

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
}));

const { PropertyForm } = await import('./PropertyForm');

function renderForm(initial: PropertyFormInput = emptyPropertyForm) {
  const onSubmit = vi.fn<(input: PropertyFormInput) => Promise<void>>(() => Promise.resolve());
  const page = renderPage(
    <PropertyForm
      initial={initial}
      submitLabel="Create Property"
      pendingLabel="Creating..."
      onSubmit={onSubmit}
    />,
  );
  return { page, onSubmit };
}

describe('PropertyForm', () => {
  it('shows the nightly rate and stay amenities for Work & Stay only', async () => {
    const { page } = renderForm();
    const { user } = await page;
    expect(screen.getByRole('textbox', { name: /Nightly rate/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Washer' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Work Only' }));
    expect(screen.queryByRole('textbox', { name: /Nightly rate/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Washer' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Fast WiFi' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Work & Stay' }));
    expect(screen.getByRole('textbox', { name: /Nightly rate/ })).toBeTruthy();
  });

  it('shows the shared messages when submitted empty and saves nothing', async () => {
    const { page, onSubmit } = renderForm();
    const { user } = await page;
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    for (const message of [
      HOST_TEXTS.titleRequired,
      HOST_TEXTS.descriptionRequired,
      HOST_TEXTS.addressRequired,
      HOST_TEXTS.cityRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the schema-shaped input, a cleared rate as 0', async () => {
    const { page, onSubmit } = renderForm();
    const { user } = await page;
    await user.type(screen.getByRole('textbox', { name: /Title/ }), ' Loft ');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Calm');
    await user.type(screen.getByRole('textbox', { name: /Address/ }), '12 Rd');
    await user.type(screen.getByRole('combobox', { name: /City/ }), 'Nairobi');
    await user.type(screen.getByRole('textbox', { name: /Hourly rate/ }), '15');
    await user.clear(screen.getByRole('textbox', { name: /Nightly rate/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Monitor' }));
    await user.type(screen.getByRole('textbox', { name: 'One rule per line' }), 'A{Enter}{Enter}B');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Loft',
      hourlyRateCents: 1500,
      nightlyRateCents: 0,
      city: 'Nairobi',
      workAmenities: ['External Monitor'],
      houseRules: ['A', 'B'],
    });
  });

  it('shows the rates in dollars and submits them in cents', async () => {
    const { page, onSubmit } = renderForm({
      ...emptyPropertyForm,
      title: 'Loft',
      description: 'Calm',
      address: '12 Rd',
      city: 'Nairobi',
      hourlyRateCents: 2550,
      nightlyRateCents: 12_000,
    });
    const { user } = await page;
    const hourly = screen.getByRole('textbox', { name: /Hourly rate/ });
    const nightly = screen.getByRole('textbox', { name: /Nightly rate/ });
    expect(hourly).toHaveProperty('value', '$25.50');
    expect(nightly).toHaveProperty('value', '$120');
    await user.clear(nightly);
    await user.type(nightly, '99.9');
    expect(nightly).toHaveProperty('value', '$99.9');
    await user.tab();
    expect(nightly).toHaveProperty('value', '$99.90');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ hourlyRateCents: 2550, nightlyRateCents: 9990 });
  });

  it('marks the first photo as the cover and reorders and removes photos', async () => {
    const { page } = renderForm({ ...emptyPropertyForm, images: ['/uploads/a.webp', '/uploads/b.webp'] });
    const { user } = await page;
    const photos = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).getAllByText('Cover')).toHaveLength(1);
    expect(photos()).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(photos()).toEqual(['/uploads/b.webp', '/uploads/a.webp']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual(['/uploads/a.webp']);
    expect(screen.getByText('1 of 10')).toBeTruthy();
  });
});
