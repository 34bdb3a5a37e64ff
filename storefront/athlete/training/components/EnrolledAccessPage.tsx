import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** Follow an enrolled program: split, week, day, workout, set logging, progress. */
export default function EnrolledAccessPage() {
  return <NotBuilt title="Enrolled program" />;
}
