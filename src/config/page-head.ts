/**
 * What search engines and link previews read of the storefront's open pages where a page's own content gives none (the
 * server writes each page's head: server/pages/head.ts), in each language of the app.
 */
import { count } from '../domain/plural';
import type { Locale } from './locales';

const en = {
  siteDescription: 'Training programs from real coaches: pick a program, train at your pace and track every set.',
  blogTitle: 'Blog',
  blogDescription: 'Training, nutrition and recovery advice from the coaches of Sportlink.',
  faqTitle: 'Frequently asked questions',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'This page does not exist or is no longer published.',
  programDescription: (title: string, trainer: string) => `${title}, a training program by ${trainer} on Sportlink.`,
  trainerTitle: (name: string) => `${name}, coach`,
  trainerDescription: (name: string, programs: number) => `${name} coaches on Sportlink: ${count('en', programs, { one: 'one program', other: '# programs' })} to train with.`,
  cardAlt: (title: string) => `${title} on Sportlink`,
};

export const PAGE_HEAD_TEXT: Record<Locale, typeof en> = {
  en,
  fr: {
    siteDescription: 'Des programmes d’entraînement écrits par de vrais coachs : choisissez un programme, entraînez-vous à votre rythme et suivez chaque série.',
    blogTitle: 'Blog',
    blogDescription: 'Conseils d’entraînement, de nutrition et de récupération des coachs de Sportlink.',
    faqTitle: 'Questions fréquentes',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'Cette page n’existe pas ou n’est plus publiée.',
    programDescription: (title: string, trainer: string) => `${title}, un programme d’entraînement de ${trainer} sur Sportlink.`,
    trainerTitle: (name: string) => `${name}, coach`,
    trainerDescription: (name: string, programs: number) => `${name} coache sur Sportlink : ${count('fr', programs, { one: 'un programme', other: '# programmes' })} pour s’entraîner.`,
    cardAlt: (title: string) => `${title} sur Sportlink`,
  },
};
