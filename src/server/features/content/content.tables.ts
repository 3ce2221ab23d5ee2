/** A marketing content document (`home`, `pictures`): JSON in the shape of src/contract/content.ts. */
export interface SiteContentTable {
  key: string;
  data: string;
  created_at: number;
  updated_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface ContentTables {
  site_content: SiteContentTable;
}
