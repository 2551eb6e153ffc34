import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts } from '../../src/server/db/seed/accounts';
import { signIn } from './support';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

test('a message, typing and read ticks reach the other side without reloading', async ({ browser }) => {
  const guest = await signedInPage(browser, 'guest@kazistay.com');
  await guest.goto('/bookings');
  await guest.getByRole('link', { name: 'Message Host' }).first().click();
  await expect(guest).toHaveURL(/\/messages\?booking=[0-9a-f-]{36}/);
  await expect(guest.getByLabel('Booking')).toBeVisible();
  const thread = guest.getByLabel(/^Messages with /);
  const hostName = (await thread.getAttribute('aria-label'))!.replace('Messages with ', '');
  const hostEmail = demoAccounts.find((a) => a.fullName === hostName)!.email;

  const host = await signedInPage(browser, hostEmail);
  await host.goto('/messages');
  const conversation = host.getByRole('button', { name: /Daniel Otieno/ });
  await expect(conversation).toBeVisible();

  // The guest writes while the host looks at the list: one tick, and the host's unread counts go up live.
  const text = `Is there a quiet room for calls? ${Date.now()}`;
  const input = guest.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(text);
  await input.press('Enter');
  const sent = guest.getByTestId('message').filter({ hasText: text });
  await expect(sent.getByTestId('sent-tick')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(conversation).toContainText(text.slice(0, 20));
  await expect(conversation.getByLabel(/unread/)).toBeVisible();
  await host.getByRole('button', { name: 'My Account' }).click();
  await expect(host.getByTestId('unread-total')).toBeVisible();
  await host.keyboard.press('Escape');

  // Opening the thread reads it: the guest's tick turns double without a reload.
  await conversation.click();
  await expect(host.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(sent.getByTestId('read-tick')).toBeVisible();

  // Typing shows on the other side; sending ends it and delivers the reply.
  const reply = host.getByRole('textbox', { name: 'Message', exact: true });
  await reply.fill('Yes, ');
  await expect(guest.getByText(`${hostName} is typing...`)).toBeVisible();
  await reply.pressSequentially('the back room is all yours.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Bring headphones!');
  await reply.press('Enter');
  await expect(guest.getByText(`${hostName} is typing...`)).toHaveCount(0);
  await expect(
    guest.getByTestId('message').filter({ hasText: 'Yes, the back room is all yours.\nBring headphones!' }),
  ).toBeVisible();
});

test('signed out, /messages asks to sign in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Sign In to View Messages' })).toBeVisible();
});
