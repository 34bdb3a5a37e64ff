/** Blog posts: every post, drafts included; publish or unpublish one, open it on the blog, change its categories and tags. */
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router';
import ArticleIcon from '@mui/icons-material/Article';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { adminBlogText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { description } from '../generated/blog-posts';
import { SetFieldsButton } from '../lib/set-fields';
import { defineResource } from '../lib/views';
import { PostTerms } from './PostTerms';

function OpenOnBlog() {
  const record = useRecordContext<{ id: number; status: string }>();
  const t = useText(adminBlogText);
  if (!record || record.status !== 'published') return null;
  return (
    <Button label={t.open} component={Link} to={`/blog/${record.id}`} onClick={(e) => e.stopPropagation()}>
      <VisibilityIcon />
    </Button>
  );
}

function PostActions() {
  const t = useText(adminBlogText);
  return (
    <>
      <SetFieldsButton label={t.publish} data={{ status: 'published' }} when={(r) => r.status === 'draft'} done={t.published} icon={<PublishIcon />} />
      <SetFieldsButton label={t.unpublish} data={{ status: 'draft' }} when={(r) => r.status === 'published'} done={t.backToDraft} icon={<UnpublishedIcon />} />
      <OpenOnBlog />
    </>
  );
}

export default defineResource(description, {
  icon: ArticleIcon,
  sort: { field: 'updated_at', order: 'DESC' },
  rowActions: PostActions,
  showActions: <PostActions />,
  showAside: <PostTerms />,
});
