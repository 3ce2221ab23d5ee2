import { described, z } from './schema.ts';

export const healthSchema = described(
  z.object({
    /** degraded: serving, but Redis is out of reach, so requests that need a shared limit (SMS codes, logins) get 503. */
    status: z.enum(['ok', 'degraded', 'unavailable']),
    /** read_only: the database answers but a write fails (disk full, a read-only file system or DATA_DIR): 503. */
    db: z.enum(['ok', 'read_only', 'unreachable']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  }),
  { id: 'Health' },
);

export type Health = z.infer<typeof healthSchema>;
