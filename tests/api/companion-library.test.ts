import { describe, expect, it } from 'vitest';
import { grades } from '../../src/contract/accounts.ts';
import { subjects } from '../../src/contract/catalog.ts';
import { type LibraryTree, libraryTreeSchema } from '../../src/contract/library.ts';
import { lessonSchema } from '../../src/contract/companion.ts';
import { MASTERED_FROM } from '../../src/server/features/companion/mastery/bkt.ts';
import { loadLibrary } from '../../src/server/features/companion/library/library-content.ts';
import { errorOf } from './helpers/auth.ts';
import { type CompanionClient, learnerWithService, rightAnswer } from './helpers/companion.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';

/** What the content files say a grade's textbooks of a subject hold, in their order (ids and titles). */
function expectedVolumes(grade: string, subject: string) {
  return loadLibrary()
    .filter((course) => course.subject === subject)
    .flatMap((course) =>
      course.volumes
        .filter((volume) => volume.grade === grade)
        .map((volume) => ({
          id: volume.id,
          title: volume.title,
          term: volume.term,
          edition: course.edition,
          units: volume.units.map((unit) => ({
            id: unit.id,
            title: unit.title,
            knowledgePoints: unit.knowledgePoints.map((point) => ({ id: point.id, title: point.title })),
          })),
        })),
    );
}

/** The tree without the learner's mastery and the lesson ids: what the content files decide. */
const shapeOf = (tree: LibraryTree) =>
  tree.volumes.map(({ units, ...volume }) => ({
    ...volume,
    units: units.map(({ knowledgePoints, ...unit }) => ({
      ...unit,
      knowledgePoints: knowledgePoints.map(({ id, title }) => ({ id, title })),
    })),
  }));

const pointsOf = (tree: LibraryTree) => tree.volumes.flatMap((volume) => volume.units.flatMap((unit) => unit.knowledgePoints));

async function browse(client: CompanionClient, query = ''): Promise<LibraryTree> {
  const response = await client.call('GET', `/api/companion/library${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return libraryTreeSchema.parse(response.json());
}

describe('课本同步: the library by textbook', () => {
  const testApp = closingAfterEachTest();

  it('lists the learner’s grade’s 数学 by default, and every grade and subject in the content files’ order', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app, { grade: '五年级', planId: 'primary-30' });

    const own = await browse(student);
    expect(own).toMatchObject({ learnerId: student.learner.id, grade: '五年级', subject: '数学' });
    expect(own.volumes.length).toBeGreaterThan(0);
    expect(shapeOf(own)).toEqual(expectedVolumes('五年级', '数学'));

    // Any grade may be browsed, whatever the learner's own; a grade without a course (英语 before 三年级) has no volumes.
    for (const grade of grades) {
      for (const subject of subjects) {
        const tree = await browse(student, `?grade=${encodeURIComponent(grade)}&subject=${encodeURIComponent(subject)}`);
        expect(tree, `${grade} ${subject}`).toMatchObject({ grade, subject });
        expect(shapeOf(tree), `${grade} ${subject}`).toEqual(expectedVolumes(grade, subject));
      }
    }
  }, 90_000); // 36 grade and subject pages of the whole library: 20 s is short beside the other suites.

  it('gives each point a lesson that opens, even of another grade, and no mastery before practice', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app, { grade: '五年级', planId: 'primary-30' });
    const trees = [await browse(student), await browse(student, `?grade=${encodeURIComponent('高一')}`)];
    for (const tree of trees) {
      const points = pointsOf(tree);
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) expect(point).toMatchObject({ mastery: null, mastered: false });
      const [first] = points;
      if (!first) throw new Error('a point expected');
      const lesson = await student.call('GET', `/api/companion/lessons/${encodeURIComponent(first.lessonId)}`);
      expect(lesson.statusCode, lesson.body).toBe(200);
      expect(lessonSchema.parse(lesson.json()).knowledgePoint).toMatchObject({ id: first.id, title: first.title, grade: tree.grade });
    }
  });

  it('shows the learner’s mastery of a point after practising it, on that point only', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app, { grade: '五年级', planId: 'primary-30' });
    // A point of an earlier grade, practised from the library as the screen does it, every answer right.
    const earlier = `?grade=${encodeURIComponent('三年级')}`;
    const [point, other] = pointsOf(await browse(student, earlier));
    if (!point || !other) throw new Error('two points of 三年级 数学 expected');
    const set = await student.startPractice({ knowledgePointId: point.id });
    for (const exercise of set.exercises) await student.answer(set.id, exercise.id, await rightAnswer(app, exercise.id));

    const stored = await app.db
      .selectFrom('learner_mastery')
      .select('p_known')
      .where('learner_id', '=', student.learner.id)
      .where('knowledge_point_id', '=', point.id)
      .executeTakeFirstOrThrow();
    const after = pointsOf(await browse(student, earlier));
    const practised = after.find((candidate) => candidate.id === point.id);
    expect(practised?.mastery).toBeCloseTo(Number(stored.p_known), 10);
    expect(practised?.mastery).toBeGreaterThan(0.3);
    expect(practised?.mastered).toBe(Number(stored.p_known) >= MASTERED_FROM);
    expect(after.find((candidate) => candidate.id === other.id)).toMatchObject({ mastery: null, mastered: false });

    // A point at the mastered level reads as mastered.
    await app.db
      .updateTable('learner_mastery')
      .set({ p_known: MASTERED_FROM })
      .where('learner_id', '=', student.learner.id)
      .where('knowledge_point_id', '=', point.id)
      .execute();
    expect(pointsOf(await browse(student, earlier)).find((candidate) => candidate.id === point.id)).toMatchObject({
      mastery: MASTERED_FROM,
      mastered: true,
    });
  });

  it('leaves out points that left the library', async () => {
    const { app } = await testApp();
    const student = await learnerWithService(app);
    const before = await browse(student);
    const [retired, ...kept] = pointsOf(before);
    if (!retired) throw new Error('a point expected');
    await app.db.updateTable('knowledge_points').set({ retired_at: Date.now() }).where('id', '=', retired.id).execute();
    expect(pointsOf(await browse(student)).map((point) => point.id)).toEqual(kept.map((point) => point.id));
  });

  it('refuses a bad grade or subject, another account’s learner, and a learner without a running service', async () => {
    const { app } = await testApp();
    expect(errorOf(await app.inject({ url: '/api/companion/library' })).code).toBe('UNAUTHORIZED');
    const student = await learnerWithService(app);

    for (const query of [`?grade=${encodeURIComponent('七年级')}`, `?subject=${encodeURIComponent('物理')}`, '?grade=', '?learnerId=']) {
      const response = await student.call('GET', `/api/companion/library${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code, query).toBe('VALIDATION_FAILED');
    }

    const unpaid = await learnerWithService(app, { buy: false });
    const foreign = await student.call('GET', `/api/companion/library?learnerId=${unpaid.learner.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toMatchObject({ code: 'LEARNER_NOT_FOUND', field: 'learnerId' });

    const inactive = await unpaid.call('GET', '/api/companion/library');
    expect(inactive.statusCode).toBe(403);
    expect(errorOf(inactive).code).toBe('SERVICE_NOT_ACTIVE');
  });

  it('lets a parent name the child, and asks which one when there are several', async () => {
    const { app } = await testApp();
    const parent = await learnerWithService(app, { role: 'parent', children: ['小红', '小刚'] });
    const [first] = parent.learners;
    if (!first) throw new Error('a child expected');
    const unnamed = await parent.call('GET', '/api/companion/library');
    expect(unnamed.statusCode).toBe(400);
    expect(errorOf(unnamed).field).toBe('learnerId');
    const tree = await browse(parent, `?learnerId=${first.id}&subject=${encodeURIComponent('英语')}`);
    expect(tree).toMatchObject({ learnerId: first.id, grade: first.grade, subject: '英语' });
    expect(shapeOf(tree)).toEqual(expectedVolumes(first.grade ?? '', '英语'));
  });
});
