import { StudentSpace } from '../../components/student-space/student-space.tsx';

/** The student's space on a pad (where a pad lands after logging in). */
export function PadXueshengPage() {
  return <StudentSpace variant="pad" loginPath="/login" homePath="/home" />;
}
