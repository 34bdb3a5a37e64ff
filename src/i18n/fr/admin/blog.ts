import type { adminBlogText } from '../../en/admin/blog';
import type { Translation } from '../../text';

export const adminBlogFr: Translation<typeof adminBlogText.en> = {
  open: 'Ouvrir',
  publish: 'Publier',
  unpublish: 'Dépublier',
  published: 'L’article est publié',
  backToDraft: 'L’article est revenu au brouillon',
  terms: 'Catégories et étiquettes',
  categories: 'Catégories',
  tags: 'Étiquettes',
  pickHelp: (max) => `Choisissez-en une ou saisissez-en une nouvelle (${max} au plus)`,
  saving: 'Enregistrement…',
  saveTerms: 'Enregistrer les catégories et étiquettes',
};
