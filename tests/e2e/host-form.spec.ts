import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoHorizontalOverflow, signIn } from './support';

const HOST = 'host@kazistay.com';

/** A plain-colour PNG, as a phone's photo would arrive (the server re-encodes it). */
async function photo(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('a host creates a listing with two photos, finds it in the marketplace and edits it', async ({
  page,
}) => {
  const title = `Lakeside Loft ${Date.now()}`;
  await signIn(page, HOST);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/host/properties/create');
  await expect(page.getByRole('heading', { name: 'Add New Property', level: 1 })).toBeVisible();

  // Empty: the shared schema's messages.
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('A bright loft with a desk by the window.');
  await page.getByRole('textbox', { name: 'Hourly rate (USD)' }).fill('12');
  await page.getByRole('textbox', { name: 'Nightly rate (USD)' }).fill('85');
  await page.getByRole('textbox', { name: 'Address' }).fill('Plot 4, Lake Drive');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Uganda' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Entebb');
  await page.getByRole('option', { name: 'Entebbe' }).click();
  await page.getByRole('checkbox', { name: 'Fast WiFi' }).check();
  await page.getByRole('checkbox', { name: 'Washer' }).check();
  await page.getByRole('textbox', { name: 'Internet speed (Mbps)' }).fill('120');
  await page.getByRole('textbox', { name: 'One rule per line' }).fill('No smoking\nQuiet after 22:00');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add Photos' }).click();
  await (
    await chooser
  ).setFiles([await photo('lake.png', 40, 120, 200), await photo('desk.png', 200, 80, 40)]);
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('button', { name: 'Remove photo 2' })).toBeVisible({ timeout: 20_000 });
  await expect(photos.getByText('Cover', { exact: true })).toHaveCount(1);
  const first = await photos.getByRole('img', { name: 'Photo 1' }).getAttribute('src');
  await photos.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(photos.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', first ?? '');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/host\/properties$/);
  await expect(page.getByText('Your property has been created')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.goto(`/marketplace?location=${encodeURIComponent('Entebbe, Uganda')}`);
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto('/host/properties');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Property', level: 1 })).toBeVisible();
  const titleInput = page.getByRole('textbox', { name: 'Title' });
  await expect(titleInput).toHaveValue(title);
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await titleInput.fill(`${title} (renovated)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/host\/properties$/);
  await expect(page.getByRole('link', { name: `${title} (renovated)`, exact: true })).toBeVisible();
});

test('editing a listing that is not the host’s says so', async ({ page }) => {
  await signIn(page, HOST);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/host/properties/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByText('Property not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Properties' }).last()).toHaveAttribute(
    'href',
    '/host/properties',
  );
});
