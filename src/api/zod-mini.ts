import { z } from 'zod/mini';

/** `zod/mini`, set up as `./zod.ts` sets up zod (it explains why). */
z.config({ jitless: true });

export { z };
