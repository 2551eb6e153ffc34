import { expect, test } from './fixtures';
import { signIn } from './support';

const HOST = 'host@kazistay.com';

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
