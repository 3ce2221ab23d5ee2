import { createContext, type ReactNode, use } from 'react';

/**
 * Where the companion's screens live on this site. The shared components link through these, so the phone
 * (`/mobile/student/...`) and the pad/classroom space can each mount them under their own paths.
 */
export type CompanionPaths = {
  study: string;
  plan: string;
  progress: string;
  notifications: string;
  /** The lesson to read; with `taskId` reading it completes that task of the plan. */
  lesson: (lessonId: string, taskId?: string) => string;
  practice: (setId: string) => string;
  /** The tutor; with `exerciseId` it is asked to explain that exercise (“讲讲这道题”). */
  tutor: (exerciseId?: string) => string;
  /** Where to buy the service. */
  buy: string;
};

const CompanionPathsContext = createContext<CompanionPaths | null>(null);

export function CompanionPathsProvider({ paths, children }: { paths: CompanionPaths; children: ReactNode }) {
  return <CompanionPathsContext value={paths}>{children}</CompanionPathsContext>;
}

export function useCompanionPaths(): CompanionPaths {
  const paths = use(CompanionPathsContext);
  if (!paths) throw new Error('Companion components need a CompanionPathsProvider above them.');
  return paths;
}
