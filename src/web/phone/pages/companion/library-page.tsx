import { CapsuleTabs, Popup, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Grade, Learner } from '../../../../contract/accounts.ts';
import { gradesByStage, stageLabels, stages, type Subject, subjects } from '../../../../contract/catalog.ts';
import type { TextbookPoint } from '../../../../contract/library.ts';
import { ApiError } from '../../../api/client.ts';
import { useLibrary } from '../../../api/companion/get-library.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { ChevronIcon } from '../../../components/companion/companion-icons.tsx';
import { CompanionEmpty } from '../../../components/companion/companion-states.tsx';
import { emptyLibraryText, type LibraryChoice, libraryChoiceOf } from '../../../components/companion/library/library-choice.ts';
import { TextbookTree } from '../../../components/companion/library/textbook-tree.tsx';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './library-page.module.css';

/** 课本同步 (style 4): the textbooks of a grade and subject (?grade=&subject=), unit by unit, to read and practise. */
export function LibraryPage() {
  return <CompanionPage withSwitcher>{(learner) => <LibraryScreen learner={learner} />}</CompanionPage>;
}

function LibraryScreen({ learner }: { learner: Learner }) {
  const [params, setParams] = useSearchParams();
  const choice = libraryChoiceOf(params, learner.grade);
  const choose = (next: Partial<LibraryChoice>) => setParams({ ...choice, ...next }, { replace: true });
  const library = useLibrary(learner.id, choice.grade, choice.subject);
  const navigate = useNavigate();
  const start = useStartPractice(learner.id);

  const practise = (point: TextbookPoint) =>
    start.mutate(
      { knowledgePointId: point.id },
      {
        onSuccess: (set) => navigate(paths.practice(set.id)),
        onError: (caught) => Toast.show({ content: caught instanceof ApiError ? caught.message : '练习没能开始，请稍后再试' }),
      },
    );

  return (
    <div className={styles.stack}>
      <Filters choice={choice} learnerGrade={learner.grade} onChoose={choose} />
      <QueryGate query={library} learner={learner}>
        {(tree) => (
          <div className={library.isPlaceholderData ? styles.stale : undefined} aria-busy={library.isPlaceholderData}>
            {tree.volumes.length === 0 ? (
              <CompanionEmpty {...emptyLibraryText(choice)} />
            ) : (
              <TextbookTree
                key={`${tree.learnerId}-${tree.grade}-${tree.subject}`}
                tree={tree}
                onPractise={practise}
                practisingId={start.isPending ? (start.variables.knowledgePointId ?? null) : null}
              />
            )}
          </div>
        )}
      </QueryGate>
    </div>
  );
}

type FiltersProps = { choice: LibraryChoice; learnerGrade: Grade | null; onChoose: (next: Partial<LibraryChoice>) => void };

function Filters({ choice, learnerGrade, onChoose }: FiltersProps) {
  const [picking, setPicking] = useState(false);
  return (
    <section className={styles.filters} aria-label="选择课本">
      <div className={styles.filterHead}>
        <span className={styles.heading}>
          <strong>人教版 · 课本同步</strong>
          <small>按课本的单元学讲解、做练习</small>
        </span>
        <button
          type="button"
          className={styles.gradeButton}
          onClick={() => setPicking(true)}
          aria-haspopup="dialog"
          aria-label={`年级：${choice.grade}`}
        >
          {choice.grade}
          <ChevronIcon />
        </button>
      </div>
      <CapsuleTabs
        activeKey={choice.subject}
        onChange={(key) => {
          const subject = subjects.find((value) => value === key);
          if (subject) onChoose({ subject });
        }}
        className={styles.subjects}
      >
        {subjects.map((subject: Subject) => (
          <CapsuleTabs.Tab key={subject} title={subject} />
        ))}
      </CapsuleTabs>
      {learnerGrade && choice.grade !== learnerGrade && (
        <p className={styles.other}>
          正在看{choice.grade}的课本
          <button type="button" onClick={() => onChoose({ grade: learnerGrade })}>
            回到{learnerGrade}
          </button>
        </p>
      )}
      <GradePopup
        visible={picking}
        grade={choice.grade}
        onClose={() => setPicking(false)}
        onPick={(grade) => {
          setPicking(false);
          onChoose({ grade });
        }}
      />
    </section>
  );
}

type GradePopupProps = {
  visible: boolean;
  grade: Grade;
  onClose: () => void;
  onPick: (grade: Grade) => void;
};

/** A bottom sheet of every grade by stage: review an earlier grade or look ahead. */
function GradePopup({ visible, grade, onClose, onPick }: GradePopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
      <div className={styles.sheet} role="dialog" aria-label="选择年级">
        <h2 className={styles.sheetTitle}>选择年级</h2>
        {stages.map((stage) => (
          <div key={stage} className={styles.stage}>
            <p className={styles.stageLabel}>{stageLabels[stage]}</p>
            <Selector
              columns={3}
              options={gradesByStage[stage].map((value) => ({ label: value, value }))}
              value={[grade]}
              onChange={(values) => {
                const picked = gradesByStage[stage].find((value) => value === values[0]);
                // Tapping the grade on screen again unselects it: that is a choice of the same grade.
                if (picked) onPick(picked);
                else onClose();
              }}
            />
          </div>
        ))}
      </div>
    </Popup>
  );
}
