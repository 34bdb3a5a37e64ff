/** The storefront's home page (/): featured programs, the catalogue with its search, filters and sort, and trainers. */
import { defineText } from '../../../../src/i18n/text';

export const homeText = defineText('athlete.home', {
  featured: 'Featured programs',
  trainers: 'Trainers to discover',
  allPrograms: 'All programs',
  programs: 'Programs',
  count: (n: number) => (n === 1 ? '1 program' : `${n} programs`),
  noMatch: 'No programs match your search.',
  noPrograms: 'No programs yet.',
  tryFewer: 'Try fewer filters or another word.',
  clearFilters: 'Clear all filters',
  /** The pages of the catalogue, as a screen reader names them. */
  pagination: 'pagination navigation',
  filters: {
    form: 'Search programs',
    search: 'Search programs',
    placeholder: 'Title, sport or goal: squat, 10K, kettlebell…',
    sortBy: 'Sort by',
    sport: 'Sport',
    anySport: 'Any sport',
    level: 'Level',
    anyLevel: 'Any level',
    length: 'Length',
    anyLength: 'Any length',
    trainer: 'Trainer',
    anyTrainer: 'Any trainer',
    /** A trainer in the URL who is not among those listed. */
    unknownTrainer: (id: number) => `Trainer #${id}`,
    minPrice: 'Min price',
    maxPrice: 'Max price',
    clearAll: 'Clear all',
  },
  sorts: { newest: 'Newest', price_asc: 'Price: low to high', price_desc: 'Price: high to low', rating: 'Top rated', popular: 'Most popular' },
  durations: { short: 'Up to 4 weeks', medium: '5 to 8 weeks', long: '9 to 12 weeks', longer: 'More than 12 weeks' },
  card: {
    featured: 'Featured',
    rated: (average: string, count: number) => `Rated ${average} out of 5 by ${count} ${count === 1 ? 'athlete' : 'athletes'}`,
    athletes: (n: number) => `${n} ${n === 1 ? 'athlete' : 'athletes'}`,
  },
});
