import { useAssessmentProgress } from './assessment-progress.ts';
import { AssessmentResultView } from './assessment/assessment-result-view.tsx';
import { AssessmentStart } from './assessment/assessment-start.tsx';
import { QuestionScreen } from './assessment/question-screen.tsx';

/** The free assessment: choose a grade, one question per screen, then the result and a recommended plan. */
export function AssessmentPage() {
  const progress = useAssessmentProgress();
  if (!progress) return <AssessmentStart />;
  if (progress.result) return <AssessmentResultView result={progress.result} />;
  return <QuestionScreen progress={progress} />;
}
