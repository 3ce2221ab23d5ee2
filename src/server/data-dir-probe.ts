import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What an fs error means for the operator, in words (the code stays for searching). */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory (ENOTDIR)';
    case 'EEXIST':
      return 'it exists and is not a directory (EEXIST)';
    case 'EROFS':
      return 'read-only file system (EROFS)';
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${code})`;
    case 'ENOSPC':
      return 'no space left on device (ENOSPC)';
    case 'EDQUOT':
      return 'disk quota exceeded (EDQUOT)';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Makes sure `dir` exists and takes a write that reaches the disk: creates it if missing, then writes, fsyncs and
 * deletes a small probe file. Null when it did; otherwise what went wrong, in one line.
 */
export async function probeDirectoryWritable(dir: string): Promise<string | null> {
  try {
    await fs.mkdir(dir, { recursive: true });
  } catch (error) {
    return `cannot create ${dir}: ${describeFsError(error)}`;
  }
  const probe = path.join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const handle = await fs.open(probe, 'wx');
    try {
      await handle.writeFile('write probe\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    return null;
  } catch (error) {
    return `${dir} is not writable: ${describeFsError(error)}`;
  } finally {
    await fs.rm(probe, { force: true }).catch(() => undefined);
  }
}
