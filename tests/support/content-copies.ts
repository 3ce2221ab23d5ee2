import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentFileError, contentRoot } from '../../src/server/content-files.ts';

/**
 * Copies of content/ for tests that break a file on purpose. Each copy is a folder called content in a temp dir, so a
 * loader's messages name files as they would in the repository; `removeAll` deletes them (call it after each test).
 */
export function createContentCopies() {
  let folders: string[] = [];
  return {
    /** A content folder holding these files or folders (paths inside content/) copied from the real one. */
    copy(...relatives: string[]): string {
      const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'content');
      folders.push(path.dirname(root));
      for (const relative of relatives) fs.cpSync(path.join(contentRoot, relative), path.join(root, relative), { recursive: true });
      return root;
    },
    removeAll(): void {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
      folders = [];
    },
  };
}

/** Rewrites one JSON file of a copy: as `edit` returns it, or as `edit` left it when it returns nothing. */
export function editContentFile<T>(root: string, relative: string, edit: (data: T) => unknown): void {
  const file = path.join(root, relative);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  fs.writeFileSync(file, JSON.stringify(edit(data) ?? data));
}

/** The message of the ContentFileError `load` throws; anything else it throws, or loading fine, fails the test. */
export function contentProblemOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentFileError) return error.message;
    throw error;
  }
  throw new Error('the content loaded');
}
