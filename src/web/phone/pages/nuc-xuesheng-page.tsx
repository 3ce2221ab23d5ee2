import { StudentSpace } from '../../components/student-space/student-space.tsx';

/** The classroom space in a phone-sized window: the same space, and the purchase page can open right here. */
export function NucXueshengPage() {
  return <StudentSpace variant="nuc" loginPath="/mobile/login" homePath="/mobile/home" purchaseHere />;
}
