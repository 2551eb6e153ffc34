import { config } from 'zod/v4';

// What `import ... from 'zod'` means in the browser build (vite.config.ts aliases it here). zod compiles object
// parsers with `new Function` after probing whether eval is allowed; the CSP forbids it (script-src 'self'),
// so the probe would log a CSP violation. Parsing without the compiled fast path is quick enough for forms
// and search params, and the console stays clean. Set here, the setting comes with zod itself, in whichever
// lazy chunk first needs it, rather than pulling zod into the first download.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
