import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
  // The forum's live feed starts when the section is on screen, as a reader scrolling down brings it.
  await page.getByRole('heading', { name: 'Join Our Community' }).scrollIntoViewIfNeeded();
  return page;
}

const postCard = (page: Page, text: string) =>
  page.getByLabel('Community posts').locator('.mantine-Card-root').filter({ hasText: text });

test('a post, its reactions and its deletion reach another user live', async ({ browser }) => {
  const author = await signedInPage(browser, 'lena.fischer@kazistay.com');
  const reader = await signedInPage(browser, 'guest@kazistay.com');
  // Both pages are settled on their live feeds before anything happens.
  await expect(reader.getByLabel('Community posts')).toBeVisible();
  await expect(author.getByLabel('Community posts')).toBeVisible();

  const text = `Live from Kigali ${Date.now()}`;
  const box = author.getByLabel('Share something with the community');
  await expect(author.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  // The counter counts what will be posted: the spaces and lines around the text are trimmed.
  await box.fill(`  ${text}\n\n  `);
  await expect(author.getByText(`${text.length}/2,000`)).toBeVisible();
  await author.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(author.getByText('Your post has been shared with the community')).toBeVisible();

  // The other user sees it without reloading, with no delete control (only the author has one).
  const seen = postCard(reader, text);
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  await expect(postCard(author, text).getByRole('button', { name: 'Delete post' })).toBeVisible();

  // A reaction counts once and shows on the author's page; a second click takes it back.
  await seen.getByRole('button', { name: 'fire: 0' }).click();
  await expect(seen.getByRole('button', { name: 'fire: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postCard(author, text).getByRole('button', { name: 'fire: 1' })).toBeVisible();
  await seen.getByRole('button', { name: 'fire: 1' }).click();
  await expect(postCard(author, text).getByRole('button', { name: 'fire: 0' })).toBeVisible();

  // Deleting is asked first: keeping the post changes nothing.
  await postCard(author, text).getByRole('button', { name: 'Delete post' }).click();
  const confirm = author.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Keep post' }).click();
  await expect(confirm).toBeHidden();
  await expect(postCard(author, text)).toBeVisible();
  await postCard(author, text).getByRole('button', { name: 'Delete post' }).click();
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(author.getByText('Your post has been removed')).toBeVisible();
  await expect(seen).toHaveCount(0);
});

test('signed out, posting and reacting ask to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Share something with the community').fill('Hello');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('You need to be logged in to post')).toBeVisible();
  await page
    .getByLabel('Community posts')
    .getByRole('button', { name: /^heart/ })
    .first()
    .click();
  await expect(page.getByText('You need to be logged in to react')).toBeVisible();
});
