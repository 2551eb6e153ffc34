// @vitest-environment jsdom
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactInput } from '../../../shared/auth';

interface MutateOptions {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

const site = vi.hoisted(() => ({
  info: {
    contactEmail: 'hello@kazistay.test',
    supportEmail: 'support@kazistay.test',
    phone: '+256 700 000 000',
    officeAddress: 'Plot 1, Kampala Road, Kampala',
  },
  mutate: vi.fn<(input: ContactInput, options: MutateOptions) => void>(),
  isPending: false,
}));

vi.mock('../../trpc', () => ({
  trpc: {
    site: {
      info: { useQuery: () => ({ isPending: false, data: site.info }) },
      contact: { useMutation: () => ({ mutate: site.mutate, isPending: site.isPending }) },
    },
  },
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
}));

const { AboutPage } = await import('./AboutPage');
const { BlogPage } = await import('./BlogPage');
const { ContactPage } = await import('./ContactPage');
const { FaqPage } = await import('./FaqPage');
const { LegalPage } = await import('./LegalPage');
const { SitemapPage } = await import('./SitemapPage');

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  // jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  site.mutate.mockReset();
  site.isPending = false;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function render(page: ReactNode) {
  const routeTree = createRootRoute({ component: () => page });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    await router.load();
    root.render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
  });
}

const text = () => container.textContent ?? '';
const all = (selector: string) => [...container.querySelectorAll(selector)];
const hrefs = () => all('a').map((a) => a.getAttribute('href') ?? '');

function byLabel(label: string): HTMLInputElement | HTMLTextAreaElement {
  const element = all('label').find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
  const target = element ? document.getElementById(element.getAttribute('for') ?? '') : null;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    throw new Error(`no field labelled ${label}`);
  }
  return target;
}

function button(name: string): HTMLElement {
  const found = all('button, a').find((b) => b.textContent?.trim() === name);
  if (!(found instanceof HTMLElement)) throw new Error(`no button ${name}`);
  return found;
}

function click(element: Element) {
  act(() => {
    (element as HTMLElement).click();
  });
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submit() {
  act(() => {
    container.querySelector('form')?.requestSubmit();
  });
}

describe('AboutPage', () => {
  it('shows mission, vision, community, values and the contact address', async () => {
    await render(<AboutPage />);
    expect(all('h1')).toHaveLength(1);
    for (const heading of ['Our mission', 'Our vision', 'Our community', 'What we value']) {
      expect(all('h2').map((h) => h.textContent)).toContain(heading);
    }
    expect(all('h3')).toHaveLength(4);
    expect(hrefs()).toContain('mailto:hello@kazistay.test');
  });
});

describe('BlogPage', () => {
  const titles = () => all('article h2').map((h) => h.textContent);

  it('filters by category, sorts by date and expands an article in place', async () => {
    await render(<BlogPage />);
    expect(titles()).toEqual([
      'A month in Zanzibar on a remote schedule',
      'Best coworking-friendly neighbourhoods in Nairobi',
      'Internet speeds you can count on in Kigali',
    ]);

    click(byLabel('Oldest'));
    expect(titles()[0]).toBe('Internet speeds you can count on in Kigali');

    click(byLabel('Connectivity'));
    expect(titles()).toEqual(['Internet speeds you can count on in Kigali']);
    click(byLabel('All'));
    expect(titles()).toHaveLength(3);

    const readMore = all('button').find((b) => b.textContent === 'Read More');
    expect(readMore?.getAttribute('aria-expanded')).toBe('false');
    click(readMore as Element);
    expect(readMore?.getAttribute('aria-expanded')).toBe('true');
    expect(readMore?.textContent).toBe('Show Less');
  });
});

describe('FaqPage', () => {
  it('has five questions, the cancellation rule and a Contact Support link', async () => {
    await render(<FaqPage />);
    const controls = all('h2 button');
    expect(controls).toHaveLength(5);
    const cancellation = controls.find((c) => c.textContent?.includes('cancellation'));
    click(cancellation as Element);
    expect(text()).toContain(
      'Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.',
    );
    expect(button('Contact Support').getAttribute('href')).toBe('/contact');
  });
});

describe('ContactPage', () => {
  it('shows the contact details', async () => {
    await render(<ContactPage />);
    for (const expected of [
      'hello@kazistay.test',
      'support@kazistay.test',
      '+256 700 000 000',
      'Plot 1, Kampala Road, Kampala',
      'Mon-Fri 9am-6pm EAT',
      'Office: Kampala, Uganda',
    ]) {
      expect(text()).toContain(expected);
    }
    expect(button('Become a Host').getAttribute('href')).toBe('/become-provider');
  });

  it('validates, sends, toasts and clears', async () => {
    const show = vi.spyOn(notifications, 'show');
    await render(<ContactPage />);
    submit();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      expect(text()).toContain(message);
    }
    expect(site.mutate).not.toHaveBeenCalled();

    type(byLabel('Name'), ' Amina ');
    type(byLabel('Email'), 'amina@example.com');
    type(byLabel('Subject'), 'Long stay');
    type(byLabel('Message'), 'Do you have monthly rates in Kigali?');
    submit();
    expect(site.mutate).toHaveBeenCalledTimes(1);
    const [input, options] = site.mutate.mock.calls[0] ?? [];
    expect(input).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      subject: 'Long stay',
      message: 'Do you have monthly rates in Kigali?',
    });

    act(() => options?.onError?.(new Error('Too many messages')));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', title: 'Error sending message', message: 'Too many messages' }),
    );
    expect(byLabel('Name').value).toBe(' Amina ');

    act(() => options?.onSuccess?.());
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        color: 'green',
        title: 'Message sent',
        message: 'Thank you for reaching out. We will get back to you within one business day.',
      }),
    );
    expect(byLabel('Name').value).toBe('');
    expect(text()).not.toContain('Name is required');
  });

  it('disables the button while sending', async () => {
    site.isPending = true;
    await render(<ContactPage />);
    expect(button('Sending...').hasAttribute('disabled')).toBe(true);
  });
});

describe('LegalPage', () => {
  it('shows the selected tab and reports tab changes', async () => {
    const onTabChange = vi.fn();
    await render(<LegalPage tab="terms" onTabChange={onTabChange} />);
    expect(text()).toContain('Last updated April 15, 2025');
    click(all('[role="tab"]').find((t) => t.textContent === 'Privacy Policy') as Element);
    expect(onTabChange).toHaveBeenCalledWith('privacy');
  });

  it('states the cancellation rule and the no-refund case', async () => {
    await render(<LegalPage tab="cancellation" onTabChange={() => {}} />);
    expect(text()).toContain(
      'Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.',
    );
    expect(text()).toContain('no refund is given');
  });
});

describe('SitemapPage', () => {
  it('links every page the spec lists and each city with an encoded location', async () => {
    await render(<SitemapPage />);
    const links = hrefs();
    for (const path of [
      '/',
      '/marketplace',
      '/about',
      '/blog',
      '/contact',
      '/marketplace?type=workspace',
      '/marketplace?duration=short',
      '/marketplace?duration=long',
      '/auth',
      '/dashboard',
      '/saved',
      '/bookings',
      '/settings',
      '/host',
      '/host/properties',
      '/host/calendar',
      '/host/analytics',
      '/host/properties/create',
      '/faq',
      '/help',
      '/legal',
      '/legal?tab=privacy',
      '/legal?tab=cookies',
      '/legal?tab=cancellation',
    ]) {
      expect(links).toContain(path);
    }
    const locations = links
      .filter((href) => href.includes('location='))
      .map((href) => new URL(href, 'http://localhost').searchParams.get('location'));
    expect(locations).toHaveLength(36);
    expect(locations).toContain('Dar es Salaam, Tanzania');
    expect(locations).toContain('Addis Ababa, Ethiopia');
    expect(all('nav[aria-label="Breadcrumb"] a').map((a) => a.textContent)).toEqual(['Home']);
  });
});
