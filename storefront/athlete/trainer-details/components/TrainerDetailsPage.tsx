import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** A trainer's public page: bio, certifications, programs, posts, follow. */
export default function TrainerDetailsPage() {
  return <NotBuilt title="Trainer details" />;
}
