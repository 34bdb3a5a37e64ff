/** Blog categories: rename, describe, add or remove them (a removed category leaves its posts, unlinked). */
import CategoryIcon from '@mui/icons-material/Category';
import { description } from '../generated/blog-categories';
import { defineResource } from '../lib/views';

export default defineResource(description, { icon: CategoryIcon, sort: { field: 'name', order: 'ASC' } });
