import type { Translation, Words } from '../../../../src/i18n/text';
import type { blogText } from './en';

export const blogFr: Translation<typeof blogText.en> = {
  title: 'Blog',
  subtitle: 'Entraînement, récupération et nutrition, par les coachs de Sportlink.',
  count: (n) => (n > 1 ? `${n} articles` : `${n} article`),
  pages: 'Pages d’articles',
  empty: 'Aucun article pour l’instant.',
  noMatch: 'Aucun article ne correspond à ces filtres.',
  tryAny: 'Essayez de correspondre à un des filtres plutôt qu’à tous.',
  tryFewer: 'Essayez avec moins de filtres.',
  clearFilters: 'Effacer les filtres',
  filters: {
    label: 'Filtrer les articles',
    categories: 'Catégories',
    tags: 'Mots-clés',
    rule: 'Les articles doivent correspondre à',
    any: 'Un des filtres',
    all: 'Tous les filtres',
  },
  tagsOf: (title) => `Mots-clés de ${title}`,
  allPosts: 'Tous les articles',
  notFoundTitle: 'Article introuvable',
  notFoundBody: 'Cet article n’existe pas, ou n’est pas encore publié.',
  draft: 'Brouillon : visible par vous et les admins seulement',
  tags: 'Mots-clés',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.blog': blogFr } satisfies Record<string, Words>;
