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
import { adminProgramsText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { description } from '../generated/programs';
import { BulkSetFieldsButton, SetFieldsButton } from '../lib/set-fields';
import { defineResource } from '../lib/views';

const reviewable = (r: Record<string, unknown>) => r.status === 'pending_review' || r.status === 'draft';
const live = (r: Record<string, unknown>) => r.status === 'published';

function PreviewButton() {
  const record = useRecordContext<{ id: number }>();
  const t = useText(adminProgramsText);
  if (!record) return null;
  return (
    <Button label={t.preview} component={Link} to={`/admin/programs/preview/${record.id}`} onClick={(e) => e.stopPropagation()}>
      <VisibilityIcon />
    </Button>
  );
}

function ReviewActions() {
  const t = useText(adminProgramsText);
  return (
    <>
      <SetFieldsButton label={t.approve} data={{ status: 'published' }} when={reviewable} done={t.approved} icon={<TaskAltIcon />} />
      <SetFieldsButton label={t.unpublish} data={{ status: 'draft' }} when={live} done={t.unpublished} icon={<UnpublishedIcon />} />
      <PreviewButton />
    </>
  );
}

function BulkReviewActions() {
  const t = useText(adminProgramsText);
  return (
    <>
      <BulkSetFieldsButton label={t.approve} data={{ status: 'published' }} done={t.bulkApproved} icon={<TaskAltIcon />} />
      <BulkSetFieldsButton label={t.unpublish} data={{ status: 'draft' }} done={t.bulkUnpublished} icon={<UnpublishedIcon />} />
    </>
  );
}

export default defineResource(description, {
  icon: LibraryBooksIcon,
  omitFilters: ['currency', 'interval', 'price'],
  rowActions: ReviewActions,
  showActions: <ReviewActions />,
  bulkActions: <BulkReviewActions />,
});
