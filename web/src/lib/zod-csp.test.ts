import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';
import { zodWithoutEval } from './zod-csp';

describe('zodWithoutEval', () => {
  it('turns off the schema compiler in the configuration zod reads, and schemas still parse', () => {
    zodWithoutEval();
    expect(globalConfig.jitless).toBe(true);
    const schema = z.object({ email: z.string().email() });
    expect(schema.safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(schema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
