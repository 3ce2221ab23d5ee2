import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a file of the data directory, creating it first when it is missing (mode 0600). Several processes may start at
 * once: each writes its own draft beside it and links it into place; the first link wins and every process reads the
 * winner.
 */
export function readOrCreateFile(file: string, contents: () => string): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.draft`;
    fs.writeFileSync(draft, contents(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
