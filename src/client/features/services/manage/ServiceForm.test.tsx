// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG_TEXTS, type ServiceInput } from '../../../../shared/service-catalog';
import { renderPage } from '../../../test/render';
import { emptyServiceForm, type ServiceFormValues } from './serviceFormValues';

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
}));

const { ServiceForm } = await import('./ServiceForm');

function renderForm(initial: ServiceFormValues = emptyServiceForm) {
  const onSubmit = vi.fn<(input: ServiceInput) => Promise<void>>(() => Promise.resolve());
  return { page: renderPage(<ServiceForm initial={initial} onSubmit={onSubmit} />), onSubmit };
}

describe('ServiceForm', () => {
  it('shows the shared schema’s messages when submitted empty and saves nothing', async () => {
    const { page, onSubmit } = renderForm();
    const { user } = await page;
    await user.click(screen.getByRole('button', { name: CATALOG_TEXTS.save }));
    for (const message of [
      CATALOG_TEXTS.titleRequired,
      CATALOG_TEXTS.descriptionRequired,
      CATALOG_TEXTS.categoryRequired,
      CATALOG_TEXTS.priceRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the schema-shaped input: trimmed, the price in units, the status chosen', async () => {
    const { page, onSubmit } = renderForm({
      ...emptyServiceForm,
      categoryId: 'photography',
      photos: ['/uploads/a.webp'],
    });
    const { user } = await page;
    await user.type(screen.getByRole('textbox', { name: /Title/ }), ' Sunset Photo Walk ');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Golden hour portraits');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '45.5');
    await user.click(screen.getByRole('radio', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: CATALOG_TEXTS.save }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Sunset Photo Walk',
      description: 'Golden hour portraits',
      categoryId: 'photography',
      price: 45.5,
      currency: 'USD',
      photos: ['/uploads/a.webp'],
      status: 'paused',
    });
  });

  it('marks the first photo as the cover and reorders and removes photos', async () => {
    const { page } = renderForm({ ...emptyServiceForm, photos: ['/uploads/a.webp', '/uploads/b.webp'] });
    const { user } = await page;
    const photos = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(screen.getAllByText('Cover')).toHaveLength(1);
    expect(photos()).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(photos()).toEqual(['/uploads/b.webp', '/uploads/a.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual(['/uploads/a.webp']);
    expect(screen.getByText('1 of 8')).toBeTruthy();
  });
});
