import { expect, it } from 'vitest';
import { config } from 'zod/v4/core';

it('has zod, taken through either module, parse without compiling (src/api/zod.ts)', async () => {
  const { z } = await import('./zod-mini');
  expect(config().jitless).toBe(true);
  expect(z.parse(z.object({ id: z.number() }), { id: 1 })).toEqual({ id: 1 });
  const classic = await import('./zod');
  expect(classic.z.config().jitless).toBe(true);
});
