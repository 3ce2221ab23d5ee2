import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CompanionPathsProvider } from '../../components/companion/companion-paths.tsx';
import { GradeRequired } from '../../components/companion/grade-required.tsx';
import type { CompanionEntry } from '../../components/student-space/student-space.tsx';
import { SpaceProvider, type SpaceContextValue } from './space-context.tsx';
import { isQuietNavigation } from './space-flash.ts';
import { SpaceRail } from './space-rail.tsx';
import { parseSpaceView, sectionOf, spacePaths, type SpaceView } from './space-view.ts';
import { LessonView } from './views/lesson-view.tsx';
import { LibraryView } from './views/library-view.tsx';
import { PlanView } from './views/plan-view.tsx';
import { PracticeHubView } from './views/practice-hub-view.tsx';
import { PracticeSetView } from './views/practice-set-view.tsx';
import { RemindersView } from './views/reminders-view.tsx';
import { ReportView } from './views/report-view.tsx';
import { TodayView } from './views/today-view.tsx';
import { TutorView } from './views/tutor-view.tsx';
import styles from './companion-space.module.css';

type Props = CompanionEntry & { variant: 'pad' | 'nuc'; basePath: string };

/**
 * The companion a learner pays for, as the pad and the classroom screen show it: a rail with the five places and
 * the view chosen in it. Each view scrolls on its own under the fixed header and rail.
 */
export function CompanionSpace({ space, overviewPath, variant, basePath }: Props) {
  const [params] = useSearchParams();
  const location = useLocation();
  const view = parseSpaceView(params);
  const pane = useRef<HTMLDivElement>(null);
  const quiet = isQuietNavigation(location.state);

  // Every navigation starts the view at its top (the page itself does not scroll, so the router's scroll-to-top
  // cannot do it) — also one back to the same view, like today after making the plan there.
  useLayoutEffect(() => {
    // (scrollTo returns a promise in newer browsers: never hand it back to React as a clean-up.)
    if (!quiet) pane.current?.scrollTo({ top: 0 });
  }, [location.key, quiet]);

  const value: SpaceContextValue = {
    variant,
    learner: { id: space.learnerId, name: space.name, isSelf: space.isSelf },
    service: space,
    paths: spacePaths(basePath, overviewPath ? space.learnerId : null),
  };

  return (
    <SpaceProvider value={value}>
      <CompanionPathsProvider paths={value.paths}>
        <div className={`${styles.companion} ${styles[variant]}`} data-testid="companion-space">
          <div className={styles.layout}>
            <SpaceRail section={sectionOf(view)} overviewPath={overviewPath} />
            <div ref={pane} className={styles.pane} data-testid="companion-pane">
              {/* A view of another learner never shows this one's data, even for a moment. */}
              <div className={styles.view} key={`${space.learnerId}-${view.kind}`} data-view={view.kind}>
                {/* Every view is made for a grade: a learner without one chooses it first. */}
                {space.grade === null ? <GradeRequired learner={value.learner} /> : <ViewOf view={view} />}
              </div>
            </div>
          </div>
        </div>
      </CompanionPathsProvider>
    </SpaceProvider>
  );
}

function ViewOf({ view }: { view: SpaceView }) {
  switch (view.kind) {
    case 'today':
      return <TodayView />;
    case 'plan':
      return <PlanView />;
    case 'reminders':
      return <RemindersView />;
    case 'library':
      return <LibraryView />;
    case 'lesson':
      return <LessonView key={view.lessonId} lessonId={view.lessonId} taskId={view.taskId} fromLibrary={view.fromLibrary ?? false} />;
    case 'practice':
      return <PracticeHubView />;
    case 'set':
      return <PracticeSetView key={view.setId} setId={view.setId} />;
    case 'report':
      return <ReportView week={view.week} />;
    case 'tutor':
      return <TutorView exerciseId={view.exerciseId} />;
  }
}
