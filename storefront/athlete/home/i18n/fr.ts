import type { Translation, Words } from '../../../../src/i18n/text';
import type { homeText } from './en';

export const homeFr: Translation<typeof homeText.en> = {
  featured: 'Programmes à la une',
  trainers: 'Coachs à découvrir',
  allPrograms: 'Tous les programmes',
  programs: 'Programmes',
  count: (n) => (n > 1 ? `${n} programmes` : `${n} programme`),
  noMatch: 'Aucun programme ne correspond à votre recherche.',
  noPrograms: 'Aucun programme pour l’instant.',
  tryFewer: 'Essayez avec moins de filtres ou un autre mot.',
  clearFilters: 'Effacer tous les filtres',
  pagination: 'Pages des programmes',
  filters: {
    form: 'Rechercher des programmes',
    search: 'Rechercher des programmes',
    placeholder: 'Titre, sport ou objectif : squat, 10 km, kettlebell…',
    sortBy: 'Trier par',
    sport: 'Sport',
    anySport: 'Tous les sports',
    level: 'Niveau',
    anyLevel: 'Tous les niveaux',
    length: 'Durée',
    anyLength: 'Toutes les durées',
    trainer: 'Coach',
    anyTrainer: 'Tous les coachs',
    unknownTrainer: (id) => `Coach n° ${id}`,
    minPrice: 'Prix min.',
    maxPrice: 'Prix max.',
    clearAll: 'Tout effacer',
  },
  sorts: { newest: 'Les plus récents', price_asc: 'Prix croissant', price_desc: 'Prix décroissant', rating: 'Les mieux notés', popular: 'Les plus populaires' },
  durations: { short: 'Jusqu’à 4 semaines', medium: '5 à 8 semaines', long: '9 à 12 semaines', longer: 'Plus de 12 semaines' },
  card: {
    featured: 'À la une',
    rated: (average, count) => `Noté ${average} sur 5 par ${count} ${count > 1 ? 'athlètes' : 'athlète'}`,
    athletes: (n) => `${n} ${n > 1 ? 'athlètes' : 'athlète'}`,
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.home': homeFr } satisfies Record<string, Words>;
