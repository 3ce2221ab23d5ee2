import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateFile } from '../data-dir-files.ts';

const SECRET_FILE = 'human-check.key';

/**
 * The human check's secret, from HUMAN_CHECK_SECRET, else DATA_DIR/human-check.key (generated once, mode 0600; linked
 * into place so that processes starting together share it). Processes on several machines need the variable. It signs
 * ALTCHA challenges and remembered devices' tokens (decision 026), each under its own derived key.
 */
export function loadHumanCheckSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  return readOrCreateFile(path.join(dataDir, SECRET_FILE), () => `${randomBytes(32).toString('hex')}\n`).trim();
}
