import { stages, subjects } from '../../../../contract/catalog.ts';
import {
  type LibraryCourse,
  libraryCourseFileSchema,
  libraryProblems,
  type LibraryUnit,
  libraryUnitSchema,
  subjectSlugs,
} from '../../../../contract/library-content.ts';
import { type ContentProblem, contentProblems, contentRoot, listContentFolder, readContentFile } from '../../../content-files.ts';

type CourseFiles = { course: LibraryCourse; courseFile: string; unitFiles: string[] };

/** content/library/<stage>/<subject>/: course.json and the units it lists, each file checked on its own. */
function readCourse(root: string, stage: (typeof stages)[number], slug: string): CourseFiles {
  const folder = `library/${stage}/${slug}`;
  const subject = subjects.find((candidate) => subjectSlugs[candidate] === slug);
  if (!subject) {
    const known = subjects.map((candidate) => subjectSlugs[candidate]).join(', ');
    throw contentProblems(root, 'Invalid course library', [{ file: folder, path: [], message: `not a subject folder (${known})` }]);
  }
  const courseFile = `${folder}/course.json`;
  const contents = readContentFile(root, courseFile, libraryCourseFileSchema);
  if (contents.stage !== stage || contents.subject !== subject) {
    const message = `the folder holds ${stage} ${subject}, the file says ${contents.stage} ${contents.subject}`;
    throw contentProblems(root, 'Invalid content file', [{ file: courseFile, path: [], message }]);
  }
  const unitFiles = contents.units.map((id) => `${folder}/${id}.json`);
  const units = unitFiles.map((file, index): LibraryUnit => {
    const unit = readContentFile(root, file, libraryUnitSchema);
    if (unit.id !== contents.units[index]) {
      throw contentProblems(root, 'Invalid content file', [
        { file, path: ['id'], message: `must be the file's name, ${contents.units[index]}` },
      ]);
    }
    return unit;
  });
  const listed = new Set(['course.json', ...contents.units.map((id) => `${id}.json`)]);
  const strays = listContentFolder(root, folder).filter((entry) => !listed.has(entry.name));
  if (strays.length > 0) {
    const problems = strays.map((entry) => ({ file: `${folder}/${entry.name}`, path: [], message: 'not a unit listed in course.json' }));
    throw contentProblems(root, 'Invalid course library', problems);
  }
  return { course: { stage, subject, units }, courseFile, unitFiles };
}

/**
 * The course library from content/library (decision 032), every file checked against the contract's schemas and the
 * whole against its cross-file rules. Courses come in the contract's order of stages and subjects, units in their
 * course.json's order: the order the seed numbers the knowledge points in. A problem throws a ContentFileError naming
 * the file and the field.
 */
export function loadLibrary(root: string = contentRoot): LibraryCourse[] {
  const read: CourseFiles[] = [];
  for (const stageEntry of listContentFolder(root, 'library')) {
    const stage = stages.find((candidate) => candidate === stageEntry.name);
    if (!stage || !stageEntry.isDirectory()) {
      const message = `not a stage folder (${stages.join(', ')})`;
      throw contentProblems(root, 'Invalid course library', [{ file: `library/${stageEntry.name}`, path: [], message }]);
    }
    for (const subjectEntry of listContentFolder(root, `library/${stage}`)) read.push(readCourse(root, stage, subjectEntry.name));
  }
  const rank = (course: LibraryCourse) => stages.indexOf(course.stage) * subjects.length + subjects.indexOf(course.subject);
  read.sort((a, b) => rank(a.course) - rank(b.course));

  const courses = read.map((files) => files.course);
  const problems = libraryProblems(courses);
  if (problems.length === 0) return courses;
  // A problem's path starts at the course; under one of its units it belongs to that unit's file.
  throw contentProblems(
    root,
    'Invalid course library',
    problems.map(({ path, message }): ContentProblem => {
      const [course, units, unit, ...rest] = path;
      const files = typeof course === 'number' ? read[course] : undefined;
      if (!files) return { file: 'library', path: [], message };
      const unitFile = units === 'units' && typeof unit === 'number' ? files.unitFiles[unit] : undefined;
      return unitFile ? { file: unitFile, path: rest, message } : { file: files.courseFile, path: [], message };
    }),
  );
}
