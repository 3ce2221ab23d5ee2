import { described, z } from './schema.ts';

export const healthSchema = described(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    db: z.enum(['ok', 'unreachable']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  }),
  { id: 'Health' },
);

export type Health = z.infer<typeof healthSchema>;
