import { StudentSpace } from '../../components/student-space/student-space.tsx';
import { CompanionSpace } from '../companion-space/companion-space.tsx';

/** The student's space on a classroom large screen (a NUC mini-PC): large type, large targets, the whole width used. */
export function NucXueshengPage() {
  return (
    <StudentSpace
      variant="nuc"
      loginPath="/login"
      companion={(entry) => <CompanionSpace {...entry} variant="nuc" basePath="/nuc-xuesheng" />}
    />
  );
}
