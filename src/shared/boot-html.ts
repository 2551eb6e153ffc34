/**
 * How the HTML names the app's stylesheets: as preloads that public/boot.js applies after the first paint
 * (the build's index.html and the server's per-page hints both write them so).
 */
export const appStyleLink = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${href}" data-app-style>`;
