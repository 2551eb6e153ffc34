import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailLinks, signIn } from './support';

// Issue 19: a guest sets their team's time zone and hours and sees the daily overlap on cards and pages.
// January dates: New York is on EST (UTC-5), so 09:00–17:00 there is 17:00–01:00 in Nairobi (UTC+3; 1 h of
// the guest's 08:00–18:00) and 16:00–00:00 in Kigali (UTC+2; 2 h).

const JANUARY = 'checkIn=2027-01-11&checkOut=2027-01-15';

async function setNewYorkTeam(page: Page, opener: ReturnType<Page['getByRole']>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Your team’s working hours' });
  const zone = dialog.getByRole('combobox', { name: 'Team time zone' });
  await zone.fill('New York');
  await page.getByRole('option', { name: 'New York (America/New_York)' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Team starts' })).toHaveValue('09:00');
  await expect(dialog.getByRole('combobox', { name: 'Team ends' })).toHaveValue('17:00');
  await dialog.getByRole('button', { name: 'Save team hours' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The overlap badge of the card whose location line is `place`. */
function badgeOf(page: Page, place: RegExp) {
  return page.locator('main article').filter({ hasText: place }).first().getByTestId('team-overlap');
}

test('a visitor sets a New York team and sees the overlap on cards, filters by it, and reads it on the page', async ({
  page,
}) => {
  await page.goto(`/marketplace?${JANUARY}`);
  await expect(detailLinks(page).first()).toBeVisible();
  await expect(page.getByTestId('team-overlap')).toHaveCount(0);
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByRole('radio', { name: '2+ h' })).toBeDisabled();

  await setNewYorkTeam(page, filters.getByRole('button', { name: 'Set your team’s hours' }));
  await expect(filters.getByRole('button', { name: 'Team: 09:00–17:00 New York' })).toBeVisible();
  await expect(badgeOf(page, /Kenya/)).toHaveText('1 h team overlap');
  await expect(badgeOf(page, /Rwanda/)).toHaveText('2 h team overlap');

  // At least 2 h every day: only the UTC+2 places (Rwanda, South Sudan) remain.
  const count = page.getByText(/^\d[\d,+]* propert/);
  const everything = await count.textContent();
  await filters.getByText('2+ h', { exact: true }).click();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/overlap=2/);
  await expect(
    page.getByRole('group', { name: 'Active filters' }).getByText('Team overlap: 2+ h'),
  ).toBeVisible();
  await expect(count).not.toHaveText(everything!);
  const locations = await page
    .locator('main article')
    .getByText(/, (Rwanda|South Sudan|Kenya|Uganda|Tanzania|Ethiopia)$/)
    .allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  expect(locations.every((place) => /Rwanda|South Sudan/.test(place))).toBe(true);

  // The page says it in a sentence, for the dates carried from the search.
  await detailLinks(page).first().click();
  const card = page.getByTestId('team-overlap-card');
  await expect(card).toContainText('2 h team overlap');
  await expect(card).toContainText(
    "Your team's 09:00–17:00 New York = 16:00–00:00 here; 2 h of it falls in your 08:00–18:00 day.",
  );

  // The hours stay in this browser for the visitor.
  await page.reload();
  await expect(page.getByTestId('team-overlap-card')).toContainText('2 h team overlap');
});

test('a signed-in guest’s team hours are kept in their settings, and a clock change shows as a range', async ({
  page,
  browser,
}) => {
  await signIn(page, 'marcus.bell@kazistay.com');
  await expect(page).not.toHaveURL(/\/auth/);
  // US clocks go back on 7 November 2027: 2 h before, 1 h after, in Nairobi's zone.
  await page.goto('/marketplace?location=Nairobi&checkIn=2027-11-04&checkOut=2027-11-10');
  await expect(detailLinks(page).first()).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filters' });
  const opener = filters.getByRole('button', { name: /^(Set your team’s hours|Team: )/ });
  await setNewYorkTeam(page, opener);
  await expect(badgeOf(page, /Nairobi/)).toHaveText('1 h–2 h team overlap');

  // Another browser, signed in as the same guest, gets the same hours from the server.
  const other = await browser.newPage();
  await signIn(other, 'marcus.bell@kazistay.com');
  await expect(other).not.toHaveURL(/\/auth/);
  await other.goto('/marketplace?location=Nairobi&checkIn=2027-11-04&checkOut=2027-11-10');
  await expect(badgeOf(other, /Nairobi/)).toHaveText('1 h–2 h team overlap');

  // They are part of the guest's settings.
  await other.goto('/settings');
  await expect(other.getByRole('button', { name: 'Team: 09:00–17:00 New York' })).toBeVisible();
  await other.close();

  // Clearing them removes the badges.
  await filters.getByRole('button', { name: 'Team: 09:00–17:00 New York' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('team-overlap')).toHaveCount(0);
});
