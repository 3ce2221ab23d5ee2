/** An image an operator uploaded (issue 8): the bytes themselves, served at /api/uploads/<id>.<ext>; never changed. */
export interface UploadsTable {
  id: string;
  /** image/png | image/jpeg | image/webp, checked against the bytes' magic numbers. */
  content_type: string;
  byte_size: number;
  /** Pixels, read from the image's header. */
  width: number;
  height: number;
  /** Hex SHA-256 of the bytes, to check them and to find the same image uploaded again. */
  sha256: string;
  data: Buffer;
  /** operators.id of the uploader. */
  created_by: string;
  created_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface UploadsTables {
  uploads: UploadsTable;
}
