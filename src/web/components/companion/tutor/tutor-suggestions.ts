import type { Grade } from '../../../../contract/accounts.ts';
import { type Stage, stageOfGrade } from '../../../../contract/catalog.ts';

/** Questions to start with, from the course library of the learner's stage (a 三年级 pupil is not asked about equations). */
const suggestionsByStage: Record<Stage, string[]> = {
  primary: ['20以内进位加法怎么用凑十法？', '乘法分配律怎么简便计算？', '什么是拟人句？', '颜色的英语单词怎么说？'],
  junior: ['一元一次方程怎么解？', '有理数的减法怎么算？', '病句怎么辨析？', '一般现在时什么时候加 s？'],
  senior: ['函数的单调性怎么判断？', '等差数列的通项公式怎么用？', '文言虚词“而”有哪些用法？', '导数的几何意义是什么？'],
};

/** The questions to start with for a learner's grade; without one, a 初中 selection. */
export const tutorSuggestionsFor = (grade: Grade | null | undefined) => suggestionsByStage[grade ? stageOfGrade(grade) : 'junior'];
