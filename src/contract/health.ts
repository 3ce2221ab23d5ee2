import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    db: z.enum(['ok', 'unreachable']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
