import { StudentSpace } from '../../components/student-space/student-space.tsx';
import { CompanionSpace } from '../companion-space/companion-space.tsx';

/** The student's space on a pad (where a pad lands after logging in): the companion, or the way to buy it. */
export function PadXueshengPage() {
  return (
    <StudentSpace
      variant="pad"
      loginPath="/login"
      homePath="/home"
      companion={(entry) => <CompanionSpace {...entry} variant="pad" basePath="/pad-xuesheng" />}
    />
  );
}
