/**
 * CMS: the storefront's texts, listed by page (home, footer, faq, …); change a value, add an entry. A json entry must
 * hold valid JSON (the server checks); the storefront shows its defaults where an entry is absent.
 */
import { SelectInput } from 'react-admin';
import WebIcon from '@mui/icons-material/Web';
import { CMS_PAGES } from '../../src/config/cms';
import { description } from '../generated/cms';
import { fieldKey } from '../lib/keys';
import { defineResource } from '../lib/views';

const PAGE_CHOICES = Object.values(CMS_PAGES).map(({ page }) => ({ id: page, name: page.charAt(0).toUpperCase() + page.slice(1) }));

export default defineResource(description, {
  icon: WebIcon,
  sort: { field: 'page', order: 'ASC' },
  extraFilters: [<SelectInput key="page" source="page" label={fieldKey(description.name, 'page')} choices={PAGE_CHOICES} alwaysOn />],
});
