import { grades } from '../../../../contract/accounts.ts';
import { stages, subjects } from '../../../../contract/catalog.ts';
import {
  type LibraryCourse,
  libraryCourseFileSchema,
  libraryProblems,
  type LibraryVolume,
  type LibraryVolumeFile,
  libraryVolumeFileSchema,
  subjectSlugs,
  terms,
} from '../../../../contract/library-content.ts';
import { type ContentProblem, contentProblems, contentRoot, listContentFolder, readContentFile } from '../../../content-files.ts';
import type { GeneratorSet } from './generators/exercise.ts';
import { expandKnowledgePoint, GeneratorProblem } from './generators/expand.ts';
import { exerciseGenerators } from './generators/registry.ts';

type CourseFiles = { course: LibraryCourse; courseFile: string; volumeFiles: string[] };

/** Volumes in the order a learner goes through them: by grade, then term, then id. */
const volumeOrder = (a: LibraryVolumeFile, b: LibraryVolumeFile) =>
  grades.indexOf(a.grade) - grades.indexOf(b.grade) || terms.indexOf(a.term) - terms.indexOf(b.term) || a.id.localeCompare(b.id);

/** A volume with every knowledge point's exercises and examples made by its generators. */
function expandVolume(root: string, file: string, volume: LibraryVolumeFile, generators: GeneratorSet): LibraryVolume {
  return {
    ...volume,
    units: volume.units.map((unit, u) => ({
      ...unit,
      knowledgePoints: unit.knowledgePoints.map((point, p) => {
        try {
          return expandKnowledgePoint(point, generators);
        } catch (error) {
          if (!(error instanceof GeneratorProblem)) throw error;
          throw contentProblems(root, 'Invalid content file', [
            { file, path: ['units', u, 'knowledgePoints', p, 'generators'], message: error.message },
          ]);
        }
      }),
    })),
  };
}

/** content/library/<stage>/<subject>/: course.json and every volume beside it, each file checked on its own. */
function readCourse(root: string, stage: (typeof stages)[number], slug: string, generators: GeneratorSet): CourseFiles {
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
  const volumes = listContentFolder(root, folder)
    .filter((entry) => entry.name !== 'course.json')
    .map((entry) => {
      const file = `${folder}/${entry.name}`;
      if (!entry.isFile() || !entry.name.endsWith('.json')) {
        throw contentProblems(root, 'Invalid course library', [{ file, path: [], message: 'not a volume file (<volume id>.json)' }]);
      }
      const volume = readContentFile(root, file, libraryVolumeFileSchema);
      if (`${volume.id}.json` !== entry.name) {
        throw contentProblems(root, 'Invalid content file', [
          { file, path: ['id'], message: `must be the file's name, ${entry.name.slice(0, -5)}` },
        ]);
      }
      return { file, volume };
    })
    .sort((a, b) => volumeOrder(a.volume, b.volume));
  return {
    course: {
      stage,
      subject,
      edition: contents.edition,
      volumes: volumes.map(({ file, volume }) => expandVolume(root, file, volume, generators)),
    },
    courseFile,
    volumeFiles: volumes.map(({ file }) => file),
  };
}

/**
 * The course library from content/library (decisions 032, 033), every file checked against the contract's schemas,
 * every generated exercise made, and the whole checked against its cross-file rules. Courses come in the contract's
 * order of stages and subjects, volumes by grade and term: the order the seed numbers the knowledge points in. A
 * problem throws a ContentFileError naming the file and the field.
 */
export function loadLibrary(root: string = contentRoot, generators: GeneratorSet = exerciseGenerators): LibraryCourse[] {
  const read: CourseFiles[] = [];
  for (const stageEntry of listContentFolder(root, 'library')) {
    const stage = stages.find((candidate) => candidate === stageEntry.name);
    if (!stage || !stageEntry.isDirectory()) {
      const message = `not a stage folder (${stages.join(', ')})`;
      throw contentProblems(root, 'Invalid course library', [{ file: `library/${stageEntry.name}`, path: [], message }]);
    }
    for (const subjectEntry of listContentFolder(root, `library/${stage}`))
      read.push(readCourse(root, stage, subjectEntry.name, generators));
  }
  const rank = (course: LibraryCourse) => stages.indexOf(course.stage) * subjects.length + subjects.indexOf(course.subject);
  read.sort((a, b) => rank(a.course) - rank(b.course));

  const courses = read.map((files) => files.course);
  const problems = libraryProblems(courses);
  if (problems.length === 0) return courses;
  // A problem's path starts at the course; under one of its volumes it belongs to that volume's file.
  throw contentProblems(
    root,
    'Invalid course library',
    problems.map(({ path, message }): ContentProblem => {
      const [course, volumes, volume, ...rest] = path;
      const files = typeof course === 'number' ? read[course] : undefined;
      if (!files) return { file: 'library', path: [], message };
      const volumeFile = volumes === 'volumes' && typeof volume === 'number' ? files.volumeFiles[volume] : undefined;
      return volumeFile ? { file: volumeFile, path: rest, message } : { file: files.courseFile, path: [], message };
    }),
  );
}
