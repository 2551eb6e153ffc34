// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, JSON_LD_ID, pageHead } from '../../../../shared/page-meta';
import { useDocumentMeta } from './useDocumentMeta';

const meta = pageHead({
  title: 'Lakeside Loft',
  description: 'x'.repeat(150),
  canonicalPath: '/property/6f1c2a8e-0000-4000-8000-000000000001',
  origin: 'https://kazistay.test',
  image: '/demo/properties/a.webp',
  jsonLd: { '@type': 'Accommodation', name: 'Lakeside Loft' },
});

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(cleanup);

describe('useDocumentMeta', () => {
  it('sets the head while mounted and restores it on unmount', () => {
    document.title = 'KaziStay — work and stay anywhere';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Site description');
    document.head.appendChild(description);

    const { unmount } = renderHook(() => useDocumentMeta(meta));

    expect(document.title).toBe('Lakeside Loft — KaziStay');
    expect(description.getAttribute('content')).toBe('x'.repeat(150));
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Lakeside Loft — KaziStay',
    );
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://kazistay.test/demo/properties/a.webp',
    );
    const script = document.getElementById(JSON_LD_ID);
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: 'Lakeside Loft' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://kazistay.test/property/6f1c2a8e-0000-4000-8000-000000000001',
    );

    unmount();
    expect(document.title).toBe('KaziStay — work and stay anywhere');
    expect(description.getAttribute('content')).toBe('Site description');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    description.remove();
  });

  it("does not leave a directly visited property's own tags to the next page", () => {
    // What the server writes into the HTML of /property/<id>.
    document.head.innerHTML = `<meta name="description" content="${meta.description}" />
      <meta property="og:title" content="${meta.title}" />
      <link rel="canonical" href="${meta.url}" />
      <script type="application/ld+json" id="${JSON_LD_ID}">{}</script>`;
    document.title = meta.title;
    const { unmount } = renderHook(() => useDocumentMeta(meta));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll(`#${JSON_LD_ID}`)).toHaveLength(1);

    unmount();
    expect(document.title).toBe('KaziStay — work and stay anywhere');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      DEFAULT_DESCRIPTION,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
  });
});
