import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The first screen of /, /marketplace and a property page comes drawn in the HTML, and the app hydrates it
 * once the page has loaded (public/boot.js): until then its buttons and fields are drawn but not yet live.
 * A person waits for the page to settle; a test would click at once. So every navigation a test makes (goto,
 * reload, back, forward) also waits until the app has started (App marks <html data-app-ready>). Pages without
 * the app (a JSON or file address) and contexts without JavaScript are not waited on.
 */
async function appStarted(page: Page): Promise<void> {
  // No app on the page, or scripts off (then <noscript>'s content is parsed as elements).
  const noApp = await page
    .evaluate(() => !document.getElementById('root') || document.querySelector('noscript > *') !== null)
    .catch(() => true);
  if (noApp) return;
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

const patched = new WeakSet<Page>();

function waitAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appStarted(page);
        return response;
      },
    });
  }
}

function waitInContext(context: BrowserContext, javaScriptEnabled = true): BrowserContext {
  if (!javaScriptEnabled) return context;
  context.pages().forEach(waitAfterNavigations);
  context.on('page', waitAfterNavigations);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitAfterNavigations(page);
    return page;
  };
  return context;
}

/** Playwright's test, with every page of every context waiting for the app after each navigation. */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        waitInContext(await newContext(options), options?.javaScriptEnabled);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(waitInContext(context, javaScriptEnabled));
  },
});
