import fs from 'node:fs';
import path from 'node:path';
import { en } from 'zod/locales';
import type { z } from '../contract/schema.ts';
import { projectRoot } from './config.ts';

/**
 * The learning content and site copy as data (decision 032): JSON files under content/ at the repository's root,
 * beside src/ and dist/, so the same folder serves `tsx src/server/server.ts` and `node dist/server/server.js`.
 */
export const contentRoot = path.join(projectRoot, 'content');

/** A content file that cannot be read or breaks its schema: the message names the file and the bad field. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}

/** zod/mini says only "Invalid input" unless told a locale; these messages are for whoever edits the file. */
export const englishErrors = { error: en().localeError };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `knowledgePoints[2].exercises[0].options` */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (joined, segment) =>
      typeof segment === 'number' ? `${joined}[${segment}]` : joined ? `${joined}.${String(segment)}` : String(segment),
    '',
  );
}

/** Where a file is, for messages: relative to the folder holding content/ (`content/catalog/plans.json`). */
export function contentFileName(root: string, relative: string): string {
  return path.relative(path.dirname(root), path.join(root, relative)).split(path.sep).join('/');
}

export type ContentProblem = { file: string; path: readonly PropertyKey[]; message: string };

/** One line per problem: `content/library/junior/math/junior-math-u1.json knowledgePoints[0].grade: …` */
export function contentProblems(root: string, heading: string, problems: readonly ContentProblem[]): ContentFileError {
  const lines = problems.map(
    (problem) => `  ${contentFileName(root, problem.file)} ${fieldPath(problem.path) || '(the whole file)'}: ${problem.message}`,
  );
  return new ContentFileError(`${heading}:\n${lines.join('\n')}`);
}

/** The entries of a content folder, sorted; a missing folder is a problem of the content, named as such. */
export function listContentFolder(root: string, relative: string): fs.Dirent[] {
  try {
    return fs
      .readdirSync(path.join(root, relative), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    throw new ContentFileError(`Cannot read content folder ${contentFileName(root, relative)}: ${messageOf(error)}`);
  }
}

/** Each file read and checked once per process and schema: every test builds apps, and the files do not change under a running process. */
const checked = new WeakMap<z.ZodMiniType, Map<string, unknown>>();

/** Reads `<root>/<relative>` and checks it against its schema; any problem stops the caller with a ContentFileError. */
export function readContentFile<Schema extends z.ZodMiniType>(root: string, relative: string, schema: Schema): z.output<Schema> {
  const file = path.join(root, relative);
  const ofSchema = checked.get(schema) ?? new Map<string, unknown>();
  checked.set(schema, ofSchema);
  if (ofSchema.has(file)) return ofSchema.get(file) as z.output<Schema>;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentFileError(`Cannot read content file ${contentFileName(root, relative)}: ${messageOf(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentFileError(`Content file ${contentFileName(root, relative)} is not valid JSON: ${messageOf(error)}`);
  }
  const result = schema.safeParse(data, englishErrors);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({ file: relative, path: issue.path, message: issue.message }));
    throw contentProblems(root, 'Invalid content file', problems);
  }
  ofSchema.set(file, result.data);
  return result.data;
}
