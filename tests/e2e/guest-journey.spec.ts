import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import dayjs from 'dayjs';
import { addDays, platformToday } from '../../src/shared/dates';
import {
  dayButton,
  DEMO_PASSWORD,
  detailLinks,
  expectNoHorizontalOverflow,
  firstListingPath,
  openFirstListing,
  pickDateIn,
  signIn,
  signUpAndConfirm,
} from './support';

// Issue 18: the guest's journey from a search to the booking card.

const checkIn = addDays(platformToday(), 30);
const checkOut = addDays(checkIn, 4);
const trip = new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);

/** Opens a day picker and moves to the month of `iso`. */
async function showDay(page: Page, iso: string) {
  const day = dayButton(page, iso);
  for (let i = 0; i < 6 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

test('the dates and guests searched for reach the booking card, and the home page’s cards carry them', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByPlaceholder('Destination').fill('Nairobi');
  await page.getByRole('button', { name: 'When' }).click();
  await showDay(page, checkIn);
  await showDay(page, checkOut);
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: '2 guests' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\?/);
  await expect(page).toHaveURL(trip);

  const details = detailLinks(page);
  // The cards carry the trip once the marketplace has remembered it (the same render cycle, but a click can
  // land between the two on a busy machine).
  await expect(details.first()).toHaveAttribute('href', trip);
  await details.first().click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\?/);
  await expect(page).toHaveURL(trip);
  const card = page.getByRole('form', { name: 'Book this place' });
  await expect(card.getByRole('button', { name: 'Check-in', exact: true })).toHaveText(
    dayjs(checkIn).format('MMM D, YYYY'),
  );
  await expect(card.getByRole('button', { name: 'Check-out', exact: true })).toHaveText(
    dayjs(checkOut).format('MMM D, YYYY'),
  );
  await expect(card.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');
  // The price and the availability check run on those dates at once.
  await expect(card.getByRole('group', { name: 'Price breakdown' }).getByText(/ x 4 nights$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Book Now' })).toBeEnabled();

  // A change in the card is kept in the address, so a reload keeps it.
  await card.getByRole('combobox', { name: 'Guests' }).selectOption('3');
  await expect(page).toHaveURL(/guests=3/);
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Book this place' }).getByRole('combobox', { name: 'Guests' }),
  ).toHaveValue('3');

  // The home page's featured places link with the same trip.
  await page.goto('/');
  await expect(detailLinks(page).first()).toHaveAttribute('href', trip);
});

test('dates that can no longer be booked are left out of the card', async ({ page }) => {
  await openFirstListing(page);
  const url = new URL(page.url());
  await page.goto(
    `${url.pathname}?checkIn=${addDays(platformToday(), -3)}&checkOut=${addDays(platformToday(), 2)}&guests=2`,
  );
  const card = page.getByRole('form', { name: 'Book this place' });
  await expect(card.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');
  await expect(card.getByRole('button', { name: 'Check-in', exact: true })).toHaveText('Add date');
  await expect(page).toHaveURL(new RegExp(`${url.pathname}\\?guests=2$`));
});

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

for (const width of [1280, 390]) {
  test(`a two-digit unread count shows whole in the conversation list at ${width} px`, async ({
    browser,
  }) => {
    const reader = await signedInPage(browser, 'marcus.bell@kazistay.com');
    await reader.setViewportSize({ width, height: 800 });
    const me = await reader.evaluate(async () => {
      const answer = (await (await fetch('/trpc/auth.me')).json()) as {
        result: { data: { user: { id: string } } };
      };
      return answer.result.data.user.id;
    });
    const writer = await signedInPage(
      browser,
      width === 1280 ? 'host.juba@kazistay.com' : 'host.addis@kazistay.com',
    );
    await writer.evaluate(async (to) => {
      for (let i = 1; i <= 12; i++) {
        const sent = await fetch('/trpc/messages.send', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, content: `Note ${i} of 12` }),
        });
        if (!sent.ok) throw new Error(await sent.text());
      }
    }, me);

    await reader.goto('/messages');
    const badge = reader.getByLabel(/^\d+ unread$/).first();
    await expect(badge).toBeVisible();
    const count = Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(12);
    await expect(badge).toHaveText(String(count));
    // Nothing of it is cut off: the label fits its badge.
    const clipped = await badge.evaluate((el) => {
      const label = el.querySelector('.mantine-Badge-label') ?? el;
      return label.scrollWidth > label.clientWidth;
    });
    expect(clipped).toBe(false);
  });
}

test('a conversation opened from a booking shows the booking, and the composer says when text is too long', async ({
  page,
}) => {
  const email = `journey.${Date.now()}@example.com`;
  await page.goto('/auth?mode=signup');
  await signUpAndConfirm(page, { fullName: 'Journey Guest', email, password: DEMO_PASSWORD });
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

  // Book a stay straight from a property link that carries the dates.
  await openFirstListing(page);
  const from = addDays(platformToday(), 200 + (Date.now() % 100));
  await page.goto(`${new URL(page.url()).pathname}?checkIn=${from}&checkOut=${addDays(from, 2)}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  // The demo server takes no money, and the card says so before the guest books.
  await expect(page.getByTestId('demo-payment')).toHaveText(
    'Demo payment — no money moves: the booking is confirmed a moment after you book, and no card is charged.',
  );
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const booked = page.getByRole('article').filter({ hasText: title });
  await expect(booked.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(booked.getByTestId('demo-payment')).toHaveText('Demo payment — no money moves');

  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Message Host' })
    .click();
  await expect(page).toHaveURL(/\/messages\?booking=/);
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  await expect(row).toContainText(title);
  await expect(row).not.toContainText('You:');
  await expect(row).not.toContainText('New conversation');

  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill('a'.repeat(4600));
  await expect(page.getByText('4,600 / 5,000')).toBeVisible();
  await input.fill('b'.repeat(5001));
  // The text is kept whole, and the message says why it cannot be sent.
  await expect(input).toHaveValue('b'.repeat(5001));
  await expect(page.getByText('Messages can be at most 5,000 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
});

test('a stay search lists places to sleep in, and a workspace-only place shows work facts only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\?type=work_and_stay/);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of/)).toBeVisible();
  await expect(cards.filter({ hasText: '/ day' })).toHaveCount(0);

  await page.goto('/marketplace?type=workspace');
  const desk = cards.first();
  await expect(desk).toContainText('/ day');
  await expect(desk.getByText(/^Work \d/)).toBeVisible();
  await expect(desk.getByText(/^Stay \d/)).toHaveCount(0);
  for (const stayAmenity of ['Kitchen', 'Washer', 'Dryer', 'Air Conditioning', 'Heating', 'Parking']) {
    await expect(desk.getByText(stayAmenity, { exact: true })).toHaveCount(0);
  }
  await desk.getByRole('link', { name: /^View Details/ }).click();
  await expect(page.getByRole('heading', { name: 'Facilities' })).toBeVisible();
  await expect(page.getByText('Workspace Score')).toBeVisible();
  await expect(page.getByText('Stay Score')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Comfortable Stay' })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`at ${width} px a toast hides no navigation, is read out, and the scrolled header stays opaque`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByLabel('Share something with the community').fill('Hello');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'You need to be logged in to post' });
    await expect(toast).toBeVisible();
    const header = page.getByRole('banner');
    const [toastBox, headerBox] = [await toast.boundingBox(), await header.boundingBox()];
    // The header is at the top; the toast sits wholly below it, in the lower half of the screen.
    expect(toastBox!.y).toBeGreaterThan(400);
    expect(toastBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);

    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const look = await header.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, filter: style.backdropFilter };
    });
    expect(look.background).toBe('rgb(255, 255, 255)');
    expect(look.filter).toBe('none');
  });
}

test('on a phone a bar at the bottom carries the price, then the stay’s total, and opens the booking card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await firstListingPath(page));
  const bar = page.getByRole('region', { name: 'Price and booking' });
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('price-bar-amount')).toHaveText(/^\$[\d,]+ \/ night$/);
  const card = page.getByRole('form', { name: 'Book this place' });
  await expect(card).not.toBeInViewport();

  await bar.getByRole('button', { name: 'Check availability' }).click();
  await expect(card).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Check-in', exact: true })).toBeFocused();
  // The bar steps aside while the card is on screen.
  await expect(bar).toBeHidden();

  // With dates in the card, the bar shows the stay's total, the card's own figure.
  const from = addDays(platformToday(), 300 + (Date.now() % 50));
  await page.goto(`${new URL(page.url()).pathname}?checkIn=${from}&checkOut=${addDays(from, 3)}`);
  const total = (await page.getByTestId('booking-total').textContent())!.replace('Total', '');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByTestId('price-bar-amount')).toHaveText(`${total} total`);
  await expect(bar).toContainText('3 nights');
  await bar.getByRole('button', { name: 'Reserve' }).click();
  await expect(card.getByRole('button', { name: 'Book Now' })).toBeInViewport();
});

test('at desktop width the price card is beside the details and no bar is shown', async ({ page }) => {
  await openFirstListing(page);
  await expect(page.getByRole('complementary', { name: 'Book this place' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Price and booking' })).toBeHidden();
});

test('filters in force show as chips with Clear all, one price range everywhere, and Reset says what it set', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const count = page.getByText(/^\d[\d,+]* propert/);
  await expect(detailLinks(page).first()).toBeVisible();
  const everything = await count.textContent();
  const chips = page.getByRole('group', { name: 'Active filters' });
  const quickPrice = page
    .getByRole('search', { name: 'Quick search' })
    .getByRole('button', { name: /^Price/ });
  const sidebar = page.getByRole('region', { name: 'Filters' });
  await expect(chips).toHaveCount(0);
  await expect(quickPrice).toContainText('Any price');
  await expect(sidebar.getByText('Any price')).toBeVisible();

  await sidebar.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/minPrice=50&maxPrice=500/);
  await expect(page.getByRole('status').filter({ hasText: 'price $50 – $500' })).toBeVisible();
  await expect(chips.getByText('Price: $50 – $500')).toBeVisible();
  await expect(quickPrice).toContainText('$50 – $500');
  await expect(sidebar.getByText('$50 – $500')).toBeVisible();
  await expect(count).not.toHaveText(everything!);

  // Removing the chip shows every listing again.
  await chips.getByRole('button', { name: 'Remove filter Price: $50 – $500' }).click();
  await expect(page).not.toHaveURL(/Price=/);
  await expect(count).toHaveText(everything!);
  await expect(page.getByRole('status').filter({ hasText: 'Filters reset' })).toHaveCount(0);

  await page.goto('/marketplace?type=work_and_stay&workRating=4&amenities=Fast%20WiFi,Pool&guests=2');
  await expect(chips.getByText('Type: Work & Stay')).toBeVisible();
  await expect(chips.getByText('Workspace rating: 4+')).toBeVisible();
  await expect(chips.getByText('Pool', { exact: true })).toBeVisible();
  await expect(chips.getByText('2 guests')).toBeVisible();
  await chips.getByRole('button', { name: 'Remove filter Pool' }).click();
  await expect(page).toHaveURL(/amenities=Fast(%20|\+)WiFi(&|$)/);
  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(chips).toHaveCount(0);
  await expect(count).toHaveText(everything!);
});

test('a workspace is booked by its days, the first and the last both included', async ({ page }) => {
  await signIn(page, 'guest@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const path = await firstListingPath(page, 'type=workspace');
  const first = addDays(platformToday(), 400 + (Date.now() % 200));
  const last = addDays(first, 4);
  await page.goto(`${path}?checkIn=${first}`);
  const card = page.getByRole('form', { name: 'Book this place' });
  await expect(card.getByRole('button', { name: 'First day', exact: true })).toHaveText(
    dayjs(first).format('MMM D, YYYY'),
  );
  await expect(card.getByRole('button', { name: 'Check-out', exact: true })).toHaveCount(0);
  await pickDateIn(page, card.getByRole('button', { name: 'Last day', exact: true }), last);
  await expect(card.getByRole('button', { name: 'Last day', exact: true })).toHaveText(
    dayjs(last).format('MMM D, YYYY'),
  );
  await expect(card.getByRole('group', { name: 'Price breakdown' }).getByText(/ x 5 days$/)).toBeVisible();
  const range = `${dayjs(first).format('MMM D, YYYY')} – ${dayjs(last).format('MMM D, YYYY')}`;
  await expect(card.getByTestId('workday-range')).toHaveText(`5 days: ${range}, both days included`);

  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('article').filter({ hasText: range })).toHaveCount(1);
});

/** The end dates of the listed bookings, as shown ('Sep 2, 2026 – Sep 5, 2026'). */
async function shownEnds(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => {
    const dates = /([A-Z][a-z]{2} \d{1,2}, \d{4}) – ([A-Z][a-z]{2} \d{1,2}, \d{4})/.exec(text);
    expect(dates, text).not.toBeNull();
    return Date.parse(dates![2]!);
  });
}

test('on a phone Past lists the stays that ended, newest first, ten to a page, with cancelled ones apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'lena.fischer@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/bookings?tab=past');
  const items = page.getByRole('article');
  await expect(items).toHaveCount(10);
  await expect(items.getByText('Cancelled', { exact: true })).toHaveCount(0);
  const first = await shownEnds(page);
  expect([...first].sort((a, b) => b - a)).toEqual(first);
  expect(first[0]!).toBeLessThan(Date.parse(dayjs(platformToday()).format('MMM D, YYYY')));

  await page
    .getByRole('navigation', { name: 'Past booking pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const second = await shownEnds(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second[0]!).toBeLessThanOrEqual(first[first.length - 1]!);

  const cancelledChoice = page.getByRole('radio', { name: /^Cancelled \(\d+\)$/ });
  const cancelledLabel = await page.getByText(/^Cancelled \(\d+\)$/).innerText();
  const cancelledCount = Number(/\((\d+)\)/.exec(cancelledLabel)![1]);
  await page.getByText(/^Cancelled \(\d+\)$/).click();
  await expect(cancelledChoice).toBeChecked();
  if (cancelledCount === 0) await expect(page.getByText('No cancelled bookings')).toBeVisible();
  else await expect(items.getByText('Cancelled', { exact: true })).toHaveCount(Math.min(cancelledCount, 10));
  await expectNoHorizontalOverflow(page);
});

/** Opens a date picker from the keyboard and picks `iso` with Enter. */
async function pickWithKeyboard(page: Page, trigger: Locator, iso: string): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  const day = dayButton(page, iso);
  for (let i = 0; i < 6 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Check-in and check-out picked from the keyboard in `form`: focus moves on to check-out, then guests. */
async function expectKeyboardPath(page: Page, form: Locator, from: string): Promise<void> {
  const field = (name: string) => form.getByRole('button', { name, exact: true });
  await pickWithKeyboard(page, field('Check-in'), from);
  await expect(field('Check-out')).toBeFocused();
  await pickWithKeyboard(page, field('Check-out'), addDays(from, 2));
  await expect(form.getByRole('combobox', { name: 'Guests' })).toBeFocused();
}

test('keyboard users keep their place: a picked date moves on to the next field, and a skip link leads past the header', async ({
  page,
}) => {
  const from = addDays(platformToday(), 60);
  // The booking card: check-in, then check-out, then guests.
  await openFirstListing(page);
  await expectKeyboardPath(page, page.getByRole('form', { name: 'Book this place' }), from);

  // The marketplace's quick search, the same way.
  await page.goto('/marketplace');
  await expectKeyboardPath(page, page.getByRole('search', { name: 'Quick search' }), from);

  // The first Tab stop skips the header; on /auth the first field already has focus.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);

  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('on a phone the quick search folds to one line until opened, and folds again after searching', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace?location=Nairobi&guests=2');
  const quick = page.getByRole('search', { name: 'Quick search' });
  await expect(quick.getByTestId('quick-search-summary')).toHaveText('Nairobi · Any dates · 2 guests');
  await expect(quick.getByLabel('Location')).toBeHidden();
  // The first listing shows on the first screen.
  await expect(page.locator('main article').first()).toBeInViewport();
  // A long summary is cut with an ellipsis; the button keeps its whole label.
  await page.goto('/marketplace');
  const edit = quick.getByRole('button', { name: 'Edit search' });
  const label = edit.locator('.mantine-Button-label');
  expect(await label.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);

  await page.goto('/marketplace?location=Nairobi&guests=2');
  await edit.click();
  await quick.getByLabel('Location').fill('Kampala');
  await quick.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/search=Kampala/);
  await expect(quick.getByTestId('quick-search-summary')).toHaveText('Kampala · Any dates · 2 guests');
  await expectNoHorizontalOverflow(page);
});
