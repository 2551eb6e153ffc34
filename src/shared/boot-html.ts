/**
 * How the HTML names the app's stylesheets: as preloads that public/boot.js applies after the first paint
 * (the build's index.html and the server's per-page hints both write them so).
 */
export const appStyleLink = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${href}" data-app-style>`;

/**
 * The element holding the server's data for a page it rendered (a JSON script: data, not code, so the strict
 * CSP allows it): the react-query cache the page was drawn from, which the browser starts from.
 */
export const SSR_STATE_ID = 'ssr-state';
/** Set on #root when its content was rendered by the server, so the browser hydrates instead of drawing. */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr';
