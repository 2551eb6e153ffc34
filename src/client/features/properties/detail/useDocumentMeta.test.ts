// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
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

function Probe() {
  useDocumentMeta(meta);
  return null;
}

describe('useDocumentMeta', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it('sets the head while mounted and restores it on unmount', () => {
    document.title = 'KaziStay — work and stay anywhere';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Site description');
    document.head.appendChild(description);

    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));

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

    act(() => root.unmount());
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
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll(`#${JSON_LD_ID}`)).toHaveLength(1);

    act(() => root.unmount());
    expect(document.title).toBe('KaziStay — work and stay anywhere');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      DEFAULT_DESCRIPTION,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
  });
});
