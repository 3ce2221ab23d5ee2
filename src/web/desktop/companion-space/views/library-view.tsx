import { useSearchParams } from 'react-router';
import { grades } from '../../../../contract/accounts.ts';
import { gradesByStage, stageLabels, stages, subjects } from '../../../../contract/catalog.ts';
import { useLibrary } from '../../../api/companion/get-library.ts';
import { CompanionPathsProvider } from '../../../components/companion/companion-paths.tsx';
import { CompanionEmpty } from '../../../components/companion/companion-states.tsx';
import ui from '../../../components/companion/companion-ui.module.css';
import { emptyLibraryText, type LibraryChoice, libraryChoiceOf } from '../../../components/companion/library/library-choice.ts';
import { TextbookTree } from '../../../components/companion/library/textbook-tree.tsx';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import styles from './library-view.module.css';
import space from './space-ui.module.css';
import { usePractisePoint } from './use-practise-point.ts';

/** 课本同步: a grade's textbooks of one subject (?grade=&subject=), unit by unit, each point to read and practise. */
export function LibraryView() {
  const { learner, service, paths } = useSpace();
  const [params, setParams] = useSearchParams();
  const learnerGrade = service.grade ?? null;
  const choice = libraryChoiceOf(params, learnerGrade);
  const library = useLibrary(learner.id, choice.grade, choice.subject);
  const point = usePractisePoint();

  const choose = (next: Partial<LibraryChoice>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...choice, ...next })) updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className={`${space.stack} ${space.wide}`}>
      <header className={space.head}>
        <div>
          <h1 className={space.title}>课本同步</h1>
          <p className={space.subtitle}>人教版 · 跟着课本的单元学讲解、做练习，复习前面的年级或提前预习都可以</p>
        </div>
      </header>
      <div className={styles.filters}>
        <div className={space.segments} role="radiogroup" aria-label="科目">
          {subjects.map((subject) => (
            <button
              key={subject}
              type="button"
              role="radio"
              aria-checked={subject === choice.subject}
              className={space.segment}
              onClick={() => choose({ subject })}
            >
              {subject}
            </button>
          ))}
        </div>
        <label className={styles.grade}>
          <span>年级</span>
          <select
            value={choice.grade}
            onChange={(event) => {
              const grade = grades.find((value) => value === event.target.value);
              if (grade) choose({ grade });
            }}
          >
            {stages.map((stage) => (
              <optgroup key={stage} label={stageLabels[stage]}>
                {gradesByStage[stage].map((grade) => (
                  <option key={grade} value={grade}>
                    {grade === learnerGrade ? `${grade}（本年级）` : grade}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {learnerGrade && choice.grade !== learnerGrade && (
          <button type="button" className={`${ui.buttonGhost} ${ui.small}`} onClick={() => choose({ grade: learnerGrade })}>
            回到{learnerGrade}
          </button>
        )}
      </div>
      {point.error && (
        <p className={ui.alert} role="alert">
          {messageOf(point.error, '练习没能开始，请稍后再试')}
        </p>
      )}
      <SpaceGate query={library}>
        {(tree) => (
          <div className={library.isPlaceholderData ? styles.stale : undefined} aria-busy={library.isPlaceholderData}>
            {tree.volumes.length === 0 ? (
              <CompanionEmpty {...emptyLibraryText(choice)} />
            ) : (
              // A lesson opened here leads back here: the rail keeps 课本同步 lit.
              <CompanionPathsProvider paths={{ ...paths, lesson: paths.libraryLesson }}>
                <TextbookTree
                  key={`${tree.learnerId}-${tree.grade}-${tree.subject}`}
                  tree={tree}
                  onPractise={(textbookPoint) => point.practise(textbookPoint.id)}
                  practisingId={point.startingId}
                />
              </CompanionPathsProvider>
            )}
          </div>
        )}
      </SpaceGate>
    </div>
  );
}
