import type { Translation, Words } from '../../../src/i18n/text';
import type { adminSessionsText, analyticsText } from './en';

export const adminSessionsFr: Translation<typeof adminSessionsText.en> = {
  heading: 'Sessions ouvertes',
  search: 'Rechercher par nom ou e-mail',
  loading: 'Chargement des sessions',
  table: 'Sessions ouvertes',
  columns: { who: 'Qui', device: 'Appareil', ip: 'Adresse IP', started: 'Ouverte le', lastSeen: 'Dernière activité', action: 'Action' },
  device: (browser, os) => `${browser} sur ${os}`,
  remembered: 'Mémorisée',
  thisSession: 'Cette session',
  end: 'Fermer la session',
  endLabel: (who, device) => `Fermer la session : celle de ${who} sur ${device}`,
  noMatch: (query) => `Aucune session ouverte ne correspond à « ${query} ».`,
  none: 'Aucune session ouverte.',
  confirmTitle: 'Fermer cette session ?',
  confirmBody: (who, device) => `${who} est déconnecté(e) sur ${device} immédiatement et devra s’y reconnecter.`,
  ended: (who, device) => `${who} a été déconnecté(e) sur ${device}`,
  pages: {
    rowsPerPage: 'Lignes par page :',
    range: (from, to, count) => `${from}–${to} sur ${count}`,
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
  },
};

export const analyticsFr: Translation<typeof analyticsText.en> = {
  loading: 'Chargement des statistiques',
  signIns30d: 'Connexions, 30 jours',
  openSessions: 'Sessions ouvertes',
  openBy: (roles) => `Ouvertes, ${roles}`,
  roles: { admin: 'administrateurs', super_admin: 'super administrateurs', trainer: 'coachs', athlete: 'athlètes' },
  chartTitle: 'Connexions par jour, 30 derniers jours',
  chartLabel: (total, busiestDay, busiestCount) =>
    `Connexions par jour sur les 30 derniers jours : ${total} au total${busiestCount ? `, le plus le ${busiestDay} (${busiestCount})` : ''}`,
  signIns: 'Connexions',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.sessions': adminSessionsFr, 'admin.analytics': analyticsFr } satisfies Record<string, Words>;
