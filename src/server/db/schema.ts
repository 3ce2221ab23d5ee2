/**
 * The database as Kysely sees it. Each feature adds its tables here together with the migration that creates them.
 * Times are stored as integer milliseconds since the epoch (UTC) so both dialects compare and sort them the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
