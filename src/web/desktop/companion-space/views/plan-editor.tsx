import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudyPlan } from '../../../../contract/companion.ts';
import { useCreateStudyPlan } from '../../../api/companion/create-plan.ts';
import { PlanForm } from '../../../components/companion/plan/plan-form.tsx';
import { initialPlanForm, type PlanFormValue } from '../../../components/companion/plan/plan-form-model.ts';
import { formatShanghaiDate } from '../../../components/shanghai-time.ts';
import { useSpace } from '../space-context.tsx';
import { flashState } from '../space-flash.ts';
import { messageOf } from '../space-gate.tsx';

type Props = {
  today: string;
  /** The plan being remade, or null for the first one. */
  plan: StudyPlan | null;
};

/** The last calendar day of the running service (its end instant belongs to the day before). */
const lastServiceDay = (endsAt: string) => formatShanghaiDate(new Date(Date.parse(endsAt) - 1).toISOString());

/** The plan's settings; on success the space goes back to today, which now has the plan's tasks. */
export function PlanEditor({ today, plan }: Props) {
  const { learner, service, paths } = useSpace();
  const navigate = useNavigate();
  const create = useCreateStudyPlan(learner.id);
  const [error, setError] = useState<string | null>(null);
  const serviceEndsOn = lastServiceDay(service.endsAt);

  const submit = async (value: PlanFormValue) => {
    setError(null);
    try {
      const created = await create.mutateAsync(value);
      const made = plan ? '计划已更新' : '学习计划已生成';
      const unplaced =
        created.unplaced.length > 0 ? `，有 ${created.unplaced.length} 个知识点没排进计划，可在学习计划里查看` : '，今天的任务已经排好';
      navigate(paths.study, { state: flashState(made + unplaced) });
    } catch (caught) {
      setError(messageOf(caught, '计划没能生成，请稍后再试'));
    }
  };

  return (
    <PlanForm
      learner={{ id: learner.id, grade: service.grade }}
      today={today}
      initial={initialPlanForm(today, { plan, serviceEndsOn })}
      serviceEndsOn={serviceEndsOn}
      submitting={create.isPending}
      error={error}
      submitLabel={plan ? '重新生成计划' : '生成学习计划'}
      onSubmit={(value) => void submit(value)}
    />
  );
}
