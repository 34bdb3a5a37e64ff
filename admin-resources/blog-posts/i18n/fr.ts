import type { Translation, Words } from '../../../src/i18n/text';
import type { adminBlogText } from './en';

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

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.blog': adminBlogFr } satisfies Record<string, Words>;
