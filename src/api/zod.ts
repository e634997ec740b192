import { z } from 'zod';

/**
 * zod, as the app's modules take it: `import { z } from '@/api/zod'` (or `@/api/zod-mini` for the
 * smaller build), never from the package (src/testing/conventions.test.ts).
 *
 * zod 4 compiles a faster parser for each object schema with `new Function`, and first tries one
 * out to learn whether the page allows it. The Content-Security-Policy has no 'unsafe-eval', so the
 * browser refuses the trial and reports a violation (Firefox and WebKit, on every page that parses).
 * Told `jitless`, zod parses the same way, interpreted, and tries nothing. zod tries at the first
 * parse, and every schema is made in a module that imported this one or its twin, so the setting is
 * in before any parse; importing it from the entry instead would put zod in the first load.
 */
z.config({ jitless: true });

export { z };
