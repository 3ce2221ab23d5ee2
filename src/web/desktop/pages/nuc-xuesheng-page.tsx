import { StudentSpace } from '../../components/student-space/student-space.tsx';

/** The student's space on a classroom large screen (a NUC mini-PC): large type, large targets, no scrolling. */
export function NucXueshengPage() {
  return <StudentSpace variant="nuc" loginPath="/login" />;
}
