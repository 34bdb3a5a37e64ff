/**
 * Programs: filter by trainer and status; approve a program in review (it goes live), unpublish a live
 * one (back to draft), open the athlete's view of it.
 */
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { description } from '../generated/programs';
import { BulkSetFieldsButton, SetFieldsButton } from '../lib/set-fields';
import { defineResource } from '../lib/views';

const reviewable = (r: Record<string, unknown>) => r.status === 'pending_review' || r.status === 'draft';
const live = (r: Record<string, unknown>) => r.status === 'published';

function PreviewButton() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button label="Preview" component={Link} to={`/admin/programs/preview/${record.id}`} onClick={(e) => e.stopPropagation()}>
      <VisibilityIcon />
    </Button>
  );
}

function ReviewActions() {
  return (
    <>
      <SetFieldsButton label="Approve" data={{ status: 'published' }} when={reviewable} done="The program is approved and live" icon={<TaskAltIcon />} />
      <SetFieldsButton label="Unpublish" data={{ status: 'draft' }} when={live} done="The program is unpublished (back to draft)" icon={<UnpublishedIcon />} />
      <PreviewButton />
    </>
  );
}

export default defineResource(description, {
  icon: LibraryBooksIcon,
  omitFilters: ['currency', 'interval', 'price'],
  rowActions: ReviewActions,
  showActions: <ReviewActions />,
  bulkActions: (
    <>
      <BulkSetFieldsButton label="Approve" data={{ status: 'published' }} done={(n) => `${n} program(s) approved`} icon={<TaskAltIcon />} />
      <BulkSetFieldsButton label="Unpublish" data={{ status: 'draft' }} done={(n) => `${n} program(s) unpublished`} icon={<UnpublishedIcon />} />
    </>
  ),
});
