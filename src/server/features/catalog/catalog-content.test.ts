import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { grades } from '../../../contract/accounts.ts';
import { gradesByStage, stages, subjects } from '../../../contract/catalog.ts';
import { createContentCopies, contentProblemOf, editContentFile } from '../../../../tests/support/content-copies.ts';
import { contentRoot } from '../../content-files.ts';
import { loadAssessmentQuestions, loadPlans } from './catalog-content.ts';
import { QUESTIONS_PER_SUBJECT, recommendedDuration } from './catalog.service.ts';

const plans = loadPlans();
const questions = loadAssessmentQuestions();

describe('the catalog in content/catalog', () => {
  it('offers each stage a plan on sale for every duration the assessment may recommend', () => {
    const durations = new Set([0, 60, 85, 100].map(recommendedDuration));
    for (const stage of stages) {
      for (const days of durations) {
        expect(
          plans.some((plan) => plan.stage === stage && plan.durationDays === days && plan.onSale),
          `${stage} ${days}`,
        ).toBe(true);
      }
    }
  });

  it('shows each plan’s cover from the web app’s own images', () => {
    for (const plan of plans) {
      expect(fs.existsSync(path.join(contentRoot, '../src/web/public', plan.coverImage)), plan.coverImage).toBe(true);
    }
  });

  it('answers the same questions on every plan, the first with the plan’s own number of days', () => {
    const [first] = plans;
    for (const plan of plans) {
      expect(plan.faq.map((entry) => entry.question).filter((_, i) => i !== 1)).toEqual(
        first!.faq.map((entry) => entry.question).filter((_, i) => i !== 1),
      );
      expect(plan.faq.slice(2)).toEqual(first!.faq.slice(2));
      expect(plan.faq[0]!.answer, plan.id).toContain(`共${plan.durationDays}天`);
    }
  });

  it('has the assessment’s full set of questions in every subject for every grade', () => {
    for (const grade of grades) {
      const stage = stages.find((candidate) => gradesByStage[candidate].includes(grade))!;
      for (const subject of subjects) {
        const suiting = questions.filter(
          (question) => question.stage === stage && question.subject === subject && question.grades.includes(grade),
        );
        expect(suiting.length, `${grade} ${subject}`).toBeGreaterThanOrEqual(QUESTIONS_PER_SUBJECT);
      }
    }
  });
});

describe('reading content/catalog', () => {
  const copies = createContentCopies();
  afterEach(() => copies.removeAll());

  function withFile(name: string, edit: (data: Record<'plans' | 'questions', Record<string, unknown>[]>) => void): string {
    const root = copies.copy(`catalog/${name}`);
    editContentFile(root, `catalog/${name}`, edit);
    return root;
  }

  it('holds a plan to the console’s rules and names the file and the field', () => {
    const root = withFile('plans.json', ({ plans }) => {
      plans[1] = { ...plans[1], priceFen: 50_000, originalPriceFen: 40_000 };
      plans[3] = { ...plans[3], onsale: false };
    });

    const message = contentProblemOf(() => loadPlans(root));

    expect(message).toContain('content/catalog/plans.json plans[1].originalPriceFen: PLAN_PRICE_ABOVE_ORIGINAL');
    expect(message).toContain('content/catalog/plans.json plans[3]: Unrecognized key: "onsale"');
  });

  it('refuses the same plan id twice', () => {
    const root = withFile('plans.json', ({ plans }) => {
      plans[2] = { ...plans[2], id: 'primary-30' };
    });
    expect(contentProblemOf(() => loadPlans(root))).toContain('content/catalog/plans.json plans[2].id: the id primary-30 is used twice');
  });

  it('refuses a question for a grade of another stage, or without four options', () => {
    const root = withFile('assessment-questions.json', ({ questions }) => {
      questions[0] = { ...questions[0], grades: ['一年级', '初一'] };
      questions[1] = { ...questions[1], options: ['1', '2', '3'] };
    });

    const message = contentProblemOf(() => loadAssessmentQuestions(root));

    expect(message).toContain('content/catalog/assessment-questions.json questions[0].grades: a grade is not one of the stage’s');
    expect(message).toContain('content/catalog/assessment-questions.json questions[1].options');
  });
});
