/** The one row GET /api/health rewrites every few seconds to learn that writes still reach the disk (migration 0013). */
export interface HealthProbeTable {
  id: number;
  written_at: number;
  /** Which process wrote it last (host:pid), for whoever looks. */
  written_by: string;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface HealthTables {
  health_probe: HealthProbeTable;
}
