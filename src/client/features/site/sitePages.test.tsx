// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactInput } from '../../../shared/auth';
import { allCities } from '../../../shared/cities';
import { renderPage } from '../../test/render';

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

beforeEach(() => {
  site.mutate.mockReset();
  site.isPending = false;
  vi.restoreAllMocks();
});

const hrefOf = (element: HTMLElement) => element.getAttribute('href');
const hrefs = () => screen.getAllByRole('link').map(hrefOf);
const headings = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const cancellationRule =
  'Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.';

describe('AboutPage', () => {
  it('shows mission, vision, community, values and the contact address', async () => {
    await renderPage(<AboutPage />);
    expect(headings(1)).toHaveLength(1);
    expect(headings(2)).toEqual(
      expect.arrayContaining(['Our mission', 'Our vision', 'Our community', 'What we value']),
    );
    expect(headings(3)).toHaveLength(4);
    expect(hrefs()).toContain('mailto:hello@kazistay.test');
  });
});

describe('BlogPage', () => {
  const titles = () =>
    screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

  it('filters by category, sorts by date and expands an article in place', async () => {
    const { user } = await renderPage(<BlogPage />);
    expect(titles()).toEqual([
      'A month in Zanzibar on a remote schedule',
      'Best coworking-friendly neighbourhoods in Nairobi',
      'Internet speeds you can count on in Kigali',
    ]);

    await user.click(screen.getByLabelText('Oldest'));
    expect(titles()).toEqual([
      'Internet speeds you can count on in Kigali',
      'Best coworking-friendly neighbourhoods in Nairobi',
      'A month in Zanzibar on a remote schedule',
    ]);

    await user.click(screen.getByLabelText('Connectivity'));
    expect(titles()).toEqual(['Internet speeds you can count on in Kigali']);
    expect(screen.getByText('1 article in Connectivity')).toBeTruthy();
    await user.click(screen.getByLabelText('All'));
    expect(titles()).toHaveLength(3);

    const [article] = screen.getAllByRole('article');
    const readMore = within(article!).getByRole('button', { name: 'Read More' });
    expect(readMore.getAttribute('aria-expanded')).toBe('false');
    await user.click(readMore);
    expect(readMore.getAttribute('aria-expanded')).toBe('true');
    expect(readMore.textContent).toBe('Show Less');
  });
});

describe('FaqPage', () => {
  it('has five questions, the cancellation rule and a Contact Support link', async () => {
    const { user } = await renderPage(<FaqPage />);
    const questions = screen
      .getAllByRole('heading', { level: 2 })
      .flatMap((heading) => within(heading).queryAllByRole('button'));
    expect(questions).toHaveLength(5);
    const cancellation = questions.find((question) => question.textContent?.includes('cancellation'));
    expect(cancellation?.getAttribute('aria-expanded')).toBe('false');
    await user.click(cancellation!);
    expect(cancellation?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(cancellationRule)).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Contact Support' }))).toBe('/contact');
  });
});

describe('ContactPage', () => {
  it('shows the contact details', async () => {
    await renderPage(<ContactPage />);
    for (const expected of [
      'hello@kazistay.test',
      'support@kazistay.test',
      '+256 700 000 000',
      'Plot 1, Kampala Road, Kampala',
      'Mon-Fri 9am-6pm EAT',
      'Office: Kampala, Uganda',
    ]) {
      expect(screen.getByText(expected)).toBeTruthy();
    }
    expect(hrefOf(screen.getByRole('link', { name: 'hello@kazistay.test' }))).toBe(
      'mailto:hello@kazistay.test',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Become a Host' }))).toBe('/auth?mode=signup');
  });

  it('validates, sends, toasts and clears', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = await renderPage(<ContactPage />);
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.click(send);
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(site.mutate).not.toHaveBeenCalled();

    // Typed key by key where the spaces matter; pasted elsewhere (each key re-renders the form, which is slow).
    await user.type(field('Name'), ' Amina ');
    for (const [name, value] of [
      ['Email', 'amina@example.com'],
      ['Subject', 'Long stay'],
      ['Message', 'Do you have monthly rates in Kigali?'],
    ] as const) {
      await user.click(field(name));
      await user.paste(value);
    }
    await user.click(send);
    expect(site.mutate).toHaveBeenCalledTimes(1);
    const [input, options] = site.mutate.mock.calls[0] ?? [];
    expect(input).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      subject: 'Long stay',
      message: 'Do you have monthly rates in Kigali?',
      website: '',
    });

    act(() => options?.onError?.(new Error('Too many messages')));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', title: 'Error sending message', message: 'Too many messages' }),
    );
    expect(field('Name').value).toBe(' Amina ');

    act(() => options?.onSuccess?.());
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        color: 'green',
        title: 'Message sent',
        message: 'Thank you for reaching out. We will get back to you within one business day.',
      }),
    );
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name).value).toBe('');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('disables the button while sending', async () => {
    site.isPending = true;
    await renderPage(<ContactPage />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
  });
});

describe('LegalPage', () => {
  it('shows the selected tab and reports tab changes', async () => {
    const onTabChange = vi.fn();
    const { user } = await renderPage(<LegalPage tab="terms" onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: 'Terms of Service' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Last updated April 15, 2025')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(onTabChange).toHaveBeenCalledWith('privacy');
  });

  it('states the cancellation rule and the no-refund case', async () => {
    await renderPage(<LegalPage tab="cancellation" onTabChange={() => {}} />);
    expect(screen.getByText(cancellationRule, { exact: false })).toBeTruthy();
    expect(screen.getByText(/no refund is given/)).toBeTruthy();
  });
});

describe('SitemapPage', () => {
  it('links every listed page and each city with an encoded location', async () => {
    await renderPage(<SitemapPage />);
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
      '/payouts',
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
      .filter((href) => href?.includes('location='))
      .map((href) => new URL(href!, 'http://localhost').searchParams.get('location'));
    expect(locations).toHaveLength(36);
    // One query for all links: a role query per city walks the whole page 36 times.
    const byName = new Map(screen.getAllByRole('link').map((a) => [a.textContent, hrefOf(a)]));
    for (const { city, country } of allCities) {
      const link = new URL(byName.get(`Stays in ${city}`) ?? 'missing:', 'http://localhost');
      expect([link.pathname, link.searchParams.get('location')]).toEqual([
        '/marketplace',
        `${city}, ${country}`,
      ]);
    }
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home']);
  });
});
