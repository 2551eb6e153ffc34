import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmationLinkFor, expectNoHorizontalOverflow, signIn } from './support';

const GUEST = 'guest@kazistay.com';

/** Sets one of the review page's star questions (a labelled radio group) from the keyboard. */
async function rate(page: Page, question: string, stars: number): Promise<void> {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}`, exact: true })
    .press('Enter');
}

test('the guest dashboard shows upcoming trips, saved properties and the quick links', async ({ page }) => {
  await signIn(page, GUEST);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Your Dashboard — KaziStay$/);

  const trips = page.getByRole('region', { name: 'Upcoming Trips' });
  await expect(trips.getByRole('columnheader', { name: 'Dates' })).toBeVisible();
  // The seeded guest has one stay booked ahead, confirmed and paid.
  await expect(trips.getByRole('cell', { name: 'Confirmed' }).first()).toBeVisible();
  await expect(
    trips.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first(),
  ).toBeVisible();
  await expect(trips.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bookings');

  const saved = page.getByRole('region', { name: 'Saved Properties' });
  await expect(saved.getByRole('heading', { name: 'Saved Properties' })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/saved');

  const links = page.getByRole('navigation', { name: 'Quick links' });
  for (const [name, href] of [
    ['Search Properties', '/marketplace'],
    ['Messages', '/messages'],
    ['Saved Properties', '/saved'],
    ['Trip Calendar', '/bookings'],
  ] as const) {
    await expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  // Phones: the table becomes stacked cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(trips.getByRole('table')).toBeHidden();
  await expect(trips.getByRole('listitem').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('a guest reviews a finished stay from the Past tab, and cannot review it twice', async ({ page }) => {
  await signIn(page, GUEST);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/bookings');
  await page.getByRole('tab', { name: 'Past' }).click();
  const writeReview = page.getByRole('link', { name: 'Write a Review' });
  await expect(writeReview).toHaveCount(1);
  await writeReview.click();

  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  const bookingPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Write a Review', level: 1 })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible(); // the property's title
  await expect(
    main.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4} · 3 nights$/),
  ).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await rate(page, 'Overall rating', 5);
  await rate(page, 'Workspace Rating', 4);
  await rate(page, 'Stay Rating', 5);
  await expect(submit).toBeDisabled(); // the comment is still blank
  await page.getByLabel('Comment').fill('   ');
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('Comment')
    .fill('Fibre held up on every video call and the desk chair was excellent.');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);

  // Coming back by address is refused with the reason.
  await page.goto(bookingPath);
  await expect(page.getByText('You have already reviewed this booking')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('a review page for a booking that is not yours goes back to the bookings', async ({ page }) => {
  await signIn(page, GUEST);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/review/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('Booking not found')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('saved properties: empty at first, a card after saving one, gone again when unsaved', async ({
  page,
}) => {
  const email = `saver-${Date.now()}@example.com`;
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Full name').fill('Amina Njoroge');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expect(page.getByText('Success! Please check your email to confirm your account.')).toBeVisible();
  await page.goto(await confirmationLinkFor(email));
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await signIn(page, email, 'a-strong-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No saved properties found', { exact: true })).toBeVisible();

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved Properties', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved properties found.')).toBeVisible();

  await page.goto('/marketplace');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await card.getByRole('button', { name: 'Save property' }).click();
  await expect(card.getByRole('button', { name: 'Remove from saved' })).toBeVisible();

  await page.goto('/saved');
  const savedCards = page.locator('main article');
  await expect(savedCards).toHaveCount(1);
  await expect(savedCards.getByRole('heading', { name: title })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);

  // Unsaving in place removes the card, and it stays gone after a reload.
  await savedCards.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(savedCards).toHaveCount(0);
  await expect(page.getByText('No saved properties found.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved properties found.')).toBeVisible();
});

test('the protected pages send a visitor to sign in', async ({ page }) => {
  for (const path of ['/dashboard', '/saved', '/review/00000000-0000-0000-0000-000000000000']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path)}$`));
  }
});
