import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import dayjs from 'dayjs';
import { addDays, platformToday } from '../../src/shared/dates';
import {
  dayButton,
  expectNoHorizontalOverflow,
  photoFile,
  pickDateIn,
  signIn,
  signUpAndConfirm,
} from './support';

/*
 * A new host's first listing, end to end: created with photos, found in the marketplace, edited; a guest books
 * it; the host sees the booking on the dashboard and the calendar, blocks nights the guest then cannot pick,
 * adds and deletes an event, and finds the booking in analytics.
 */
// A guest of their own, so other specs' demo guests keep their bookings as they expect.
const GUEST = {
  fullName: 'Juma Journey',
  email: `journey-guest-${Date.now()}@example.com`,
  password: 'a-strong-password',
};
const GUEST_NAME = GUEST.fullName;
const HOST = {
  fullName: 'Neema Journey',
  email: `journey-host-${Date.now()}@example.com`,
  password: 'a-strong-password',
};
const today = platformToday();
// A stay from today: its check-in month is the current one, which analytics' 12 months end with.
const stay = { checkIn: today, checkOut: addDays(today, 2) };
const blocked = { first: addDays(today, 10), last: addDays(today, 11) };

/** The month calendar's day button ('November 23, 2026, 1 booking, ...'), paging to its month first. */
async function calendarDay(page: Page, iso: string) {
  const day = page.getByRole('button', { name: new RegExp(`^${dayjs(iso).format('MMMM D, YYYY')}`) });
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return day.first();
}

test.describe.serial('a new host’s first listing', () => {
  let title = `Lakeside Loft ${Date.now()}`;
  let propertyPath = '';

  test('signs up as a host, creates a listing with two photos, finds it in the marketplace and edits it', async ({
    page,
  }) => {
    await page.goto('/auth?mode=signup');
    await page.getByText('List my properties').click();
    await signUpAndConfirm(page, HOST);
    await signIn(page, HOST.email, HOST.password);
    await expect(page).toHaveURL(/\/host$/);
    await expect(page.getByRole('heading', { name: 'Host Dashboard', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Add New Property' }).click();
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
    // Backup power: the hours are asked for once there is one.
    await expect(page.getByRole('textbox', { name: 'Hours it lasts' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Backup power' }).click();
    await page.getByRole('option', { name: 'Inverter with batteries' }).click();
    await page.getByRole('textbox', { name: 'Hours it lasts' }).fill('6');
    await page.getByRole('checkbox', { name: 'Keeps the Wi-Fi running' }).check();
    await page.getByRole('textbox', { name: 'One rule per line' }).fill('No smoking\nQuiet after 22:00');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await (
      await chooser
    ).setFiles([await photoFile('lake.png', 40, 120, 200), await photoFile('desk.png', 200, 80, 40)]);
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

    // The marketplace's 'Backup power' filter finds it.
    await page.goto(`/marketplace?location=${encodeURIComponent('Entebbe, Uganda')}&backup=1`);
    await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Backup power')).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto('/host/properties');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Property', level: 1 })).toBeVisible();
    const titleInput = page.getByRole('textbox', { name: 'Title' });
    await expect(titleInput).toHaveValue(title);
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
    title = `${title} (renovated)`;
    await titleInput.fill(title);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/host\/properties$/);
    const link = page.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    propertyPath = (await link.getAttribute('href')) ?? '';
    expect(propertyPath).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    await page.goto(propertyPath);
    await expect(
      page.getByText('Inverter with batteries · lasts 6 h · keeps the Wi-Fi running'),
    ).toBeVisible();
  });

  test('a guest books it; the host finds the booking on the dashboard and the calendar', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    await signUpAndConfirm(page, GUEST);
    await signIn(page, GUEST.email, GUEST.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto(propertyPath);
    await pickDateIn(page, page.getByRole('button', { name: 'Check-in', exact: true }), stay.checkIn);
    await pickDateIn(page, page.getByRole('button', { name: 'Check-out', exact: true }), stay.checkOut);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Booking confirmed')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, HOST.email, HOST.password);
    await expect(page).toHaveURL(/\/host$/);
    await expect(page.getByText('Active Listings')).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(GUEST_NAME, { exact: true })).toBeVisible();
    // Checking in today: a task until the stay begins.
    await expect(page.getByText(`Prepare for ${GUEST_NAME}'s arrival`)).toBeVisible();

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/host\/calendar$/);
    await (await calendarDay(page, stay.checkIn)).click();
    const panel = page.getByRole('region', {
      name: `Schedule for ${dayjs(stay.checkIn).format('ddd, MMM D, YYYY')}`,
    });
    const booking = panel.getByRole('button', { name: `Booking: ${GUEST_NAME}, ${title}` });
    await expect(booking.getByText('Check-in')).toBeVisible();
    await booking.click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByText(GUEST_NAME)).toBeVisible();
    await expect(details.getByRole('link', { name: 'Message Guest' })).toHaveAttribute(
      'href',
      /^\/messages\?booking=[0-9a-f-]{36}$/,
    );
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('the host blocks two nights and the guest’s date picker shows them unavailable', async ({ page }) => {
    await signIn(page, HOST.email, HOST.password);
    await expect(page).toHaveURL(/\/host$/);
    await page.goto('/host/calendar');
    await page.getByRole('tab', { name: 'Availability' }).click();
    const form = page.getByRole('form', { name: 'Availability' });
    await form.getByRole('combobox', { name: 'Property' }).click();
    await page.getByRole('option', { name: title }).click();
    await pickDateIn(page, form.getByRole('button', { name: 'Start date' }), blocked.first);
    await pickDateIn(page, form.getByRole('button', { name: 'End date' }), blocked.last);
    await form.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Blocked', exact: true }).click();
    await form.getByRole('button', { name: 'Update Availability' }).click();
    await expect(page.getByText('Availability Updated')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, GUEST.email, GUEST.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto(propertyPath);
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    const day = dayButton(page, blocked.first);
    const after = dayButton(page, addDays(blocked.last, 1));
    // A month view also shows the first days of the next month; go on until the day after the block shows too.
    for (let i = 0; i < 3 && !((await day.isVisible()) && (await after.isVisible())); i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(day).toBeDisabled();
    await expect(dayButton(page, blocked.last)).toBeDisabled();
    await expect(after).toBeEnabled();
  });

  test('the host adds an event to today and deletes it', async ({ page }) => {
    await signIn(page, HOST.email, HOST.password);
    await expect(page).toHaveURL(/\/host$/);
    await page.goto('/host/calendar');
    await (await calendarDay(page, today)).click();
    const panel = page.getByRole('region', {
      name: `Schedule for ${dayjs(today).format('ddd, MMM D, YYYY')}`,
    });
    await panel.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    // The spec's message for a short title.
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Ke');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByText('Title must be at least 3 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Key handover');
    await dialog.getByLabel('Time').fill('09:30');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Meeting' }).click();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event Created')).toBeVisible();
    await expect(dialog).toBeHidden();

    const event = panel.getByRole('button', { name: 'Event: Key handover' });
    await expect(event).toBeVisible();
    await event.click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expect(details.getByText('09:30')).toBeVisible();
    await details.getByRole('button', { name: 'Delete' }).click();
    await expect(details).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Event: Key handover' })).toHaveCount(0);
  });

  test('analytics shows the booking in this month', async ({ page }) => {
    await signIn(page, HOST.email, HOST.password);
    await expect(page).toHaveURL(/\/host$/);
    await page.goto('/host/analytics');
    const month = dayjs(today).format('MMM YYYY');
    const row = page.getByRole('row', { name: new RegExp(`^${month}`) });
    // Columns: Month, Net earnings, Nights booked, Occupancy, Bookings, Cancellations, lead time, rating.
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(
      page
        .getByRole('row', { name: /^12 months/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('1');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
  });
});
