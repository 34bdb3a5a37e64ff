import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** A split's preview: free splits for everyone, the whole split for owners. */
export default function ProgramPreviewPage() {
  return <NotBuilt title="Program preview" />;
}
