import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** Saved exercises, videos and programs, searchable. */
export default function LibraryPage() {
  return <NotBuilt title="Library" />;
}
