import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** Posts from followed trainers and enrolled programs; like and comment. */
export default function AthleteFeedPage() {
  return <NotBuilt title="Feed" />;
}
