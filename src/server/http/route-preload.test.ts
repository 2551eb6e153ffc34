import { describe, expect, it } from 'vitest';
import { pageFiles, withPreloads } from './route-preload';

const manifest = {
  'src/client/main.tsx': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_react.js'], css: ['assets/card.css'] },
  'src/client/features/properties/marketplace/MarketplaceRoute.tsx': {
    file: 'assets/MarketplaceRoute-d.js',
    imports: ['_card.js', '_react.js'],
    css: ['assets/MarketplaceRoute.css'],
  },
};

describe('route preloads', () => {
  it('name a first page’s chunk, its imports and CSS, but nothing the entry already loads', () => {
    expect(pageFiles(manifest, '/marketplace')).toEqual({
      js: ['/assets/MarketplaceRoute-d.js', '/assets/card-c.js'],
      css: ['/assets/MarketplaceRoute.css', '/assets/card.css'],
    });
  });

  it('name nothing for other pages, or a page whose module is not in the build', () => {
    expect(pageFiles(manifest, '/faq')).toEqual({ js: [], css: [] });
    expect(pageFiles(manifest, '/')).toEqual({ js: [], css: [] });
  });

  it('go before </head>, and leave the HTML as it was when there are none', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, { js: [], css: [] })).toBe(html);
    const out = withPreloads(html, { js: ['/assets/a.js'], css: ['/assets/a.css'] });
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/assets/a.css" data-app-style>');
    expect(out.indexOf('<link rel="modulepreload" crossorigin href="/assets/a.js">')).toBeLessThan(
      out.indexOf('</head>'),
    );
  });
});
