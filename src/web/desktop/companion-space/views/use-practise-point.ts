import { useNavigate } from 'react-router';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { useSpace } from '../space-context.tsx';

/** Starts a practice set on one knowledge point and opens it. */
export function usePractisePoint() {
  const { learner, paths } = useSpace();
  const navigate = useNavigate();
  const start = useStartPractice(learner.id);
  return {
    practise: (knowledgePointId: string) => start.mutate({ knowledgePointId }, { onSuccess: (set) => navigate(paths.practice(set.id)) }),
    /** The point whose set is being made right now. */
    startingId: start.isPending ? (start.variables.knowledgePointId ?? null) : null,
    error: start.error,
  };
}
