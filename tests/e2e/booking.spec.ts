import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import dayjs from 'dayjs';
import { addDays, platformToday } from '../../src/shared/dates';
import { expectNoHorizontalOverflow, openFirstListing, pickDateIn, signIn } from './support';

const GUEST = 'lena.fischer@kazistay.com';

/** Opens the first work-and-stay listing of the marketplace and returns its title. */
async function openStay(page: Page): Promise<string> {
  await openFirstListing(page);
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  return (title ?? '').trim();
}

/** Picks a day in one of the booking card's date pickers. */
function pickDate(page: Page, field: 'Check-in' | 'Check-out', iso: string): Promise<void> {
  return pickDateIn(page, page.getByRole('button', { name: field, exact: true }), iso);
}

/** A stay about 40 days ahead (past the 14-day free-cancellation line), 3 nights long. */
const checkIn = addDays(platformToday(), 40);
const checkOut = addDays(checkIn, 3);
const datesText = `${dayjs(checkIn).format('MMM D, YYYY')} – ${dayjs(checkOut).format('MMM D, YYYY')}`;

test('signed out, Book Now asks the visitor to sign in and comes back to the property', async ({ page }) => {
  await openStay(page);
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();
  await expect(page.getByText('Select dates to see the total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check-out', exact: true })).toBeDisabled();
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', checkOut);
  await bookNow.click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    /\/auth\?redirect=%2Fproperty%2F[0-9a-f-]{36}/,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test.describe.serial('a guest books a stay and cancels it', () => {
  let title = '';
  let total = '';

  test('books 3 nights and finds the stay confirmed under Upcoming', async ({ page }) => {
    await signIn(page, GUEST);
    await expect(page).toHaveURL(/\/dashboard/);
    title = await openStay(page);

    await pickDate(page, 'Check-in', checkIn);
    await pickDate(page, 'Check-out', checkOut);
    const breakdown = page.getByRole('group', { name: 'Price breakdown' });
    const perNight = await breakdown.getByText(/^\$[\d,]+ x 3 nights$/).textContent();
    const rate = Number((perNight ?? '').replace(/^\$([\d,]+) x.*$/, '$1').replace(/,/g, ''));
    expect(rate).toBeGreaterThan(0);
    total = `$${(3 * rate + 85 + 75).toLocaleString('en-US')}`;
    await expect(breakdown.getByText('Cleaning fee')).toBeVisible();
    await expect(breakdown.getByText('Service fee')).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText(`Total${total}`);

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByText('Booking confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);

    await expect(page.getByRole('heading', { name: 'Booking History' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const booking = page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText });
    await expect(booking).toHaveCount(1);
    await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(booking.getByText(`Total ${total}`)).toBeVisible();
    await expect(booking.getByRole('link', { name: 'View Property' })).toHaveAttribute(
      'href',
      /\/property\/[0-9a-f-]{36}$/,
    );
  });

  test('cancels it for a full refund and finds it under Past (phone width)', async ({ page }) => {
    expect(title).not.toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, GUEST);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/bookings');
    const booking = page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText });
    await expect(booking).toHaveCount(1);
    await expectNoHorizontalOverflow(page);

    await booking.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByText(`You will be refunded ${total}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Booking cancelled')).toBeVisible();

    await expect(booking).toHaveCount(0); // gone from Upcoming
    await page.getByRole('tab', { name: 'Past' }).click();
    // Cancelled bookings are kept apart from the stays that ended.
    await expect(
      page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText }),
    ).toHaveCount(0);
    await page.getByText(/^Cancelled \(\d+\)$/).click();
    const past = page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText });
    await expect(past.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(past.getByText(`Refunded ${total}`)).toBeVisible();
    await expect(past.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });
});

test('signed out, /bookings invites the visitor to sign in', async ({ page }) => {
  await page.goto('/bookings');
  await expect(page.getByText('Sign In to View Your Bookings')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    /\/auth\?redirect=%2Fbookings/,
  );
});
