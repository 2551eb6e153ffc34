import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; the CSP forbids it
// (script-src 'self'), so the probe logs a CSP violation on every page. Parsing without the compiled fast
// path is quick enough for forms and search params, and the console stays clean. Imported first by main.tsx.
z.config({ jitless: true });
