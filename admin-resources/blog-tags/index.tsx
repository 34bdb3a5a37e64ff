/** Blog tags: rename, add or remove them (a removed tag leaves its posts, untagged). */
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { description } from '../generated/blog-tags';
import { defineResource } from '../lib/views';

export default defineResource(description, { icon: LocalOfferIcon, sort: { field: 'name', order: 'ASC' } });
