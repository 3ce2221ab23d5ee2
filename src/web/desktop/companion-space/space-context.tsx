import { createContext, type ReactNode, use } from 'react';
import type { ActiveLearnerSpace } from '../../components/student-space/learner-spaces.ts';
import type { SpacePaths } from './space-view.ts';

/** Who is learning in the space, on which screen, and the space's links for them. */
export type SpaceContextValue = {
  variant: 'pad' | 'nuc';
  learner: { id: string; name: string; isSelf: boolean };
  /** The learner's running service (plan, days left), from the space's cards. */
  service: ActiveLearnerSpace;
  paths: SpacePaths;
};

const SpaceContext = createContext<SpaceContextValue | null>(null);

export function SpaceProvider({ value, children }: { value: SpaceContextValue; children: ReactNode }) {
  return <SpaceContext value={value}>{children}</SpaceContext>;
}

export function useSpace(): SpaceContextValue {
  const space = use(SpaceContext);
  if (!space) throw new Error('The companion space’s views need a SpaceProvider above them.');
  return space;
}
