import type { Translation, Words } from '../../src/i18n/text';
import type { resourcesText } from './en';

// Words several resources share.
const id = 'ID';
const created = 'Créé le';
const updated = 'Modifié le';
const slugFromName = 'Tiré du nom ; unique.';
const minorUnits = 'En centimes (unités mineures).';

/** An account's fields (trainers, athletes and every user). */
const account = {
  id,
  email: 'E-mail',
  password: 'Mot de passe',
  first_name: 'Prénom',
  last_name: 'Nom',
  photo: 'Photo',
  status: 'Actif',
  verify: 'Vérifié',
  two_factor_enabled: 'Double authentification',
  created_at: created,
  updated_at: updated,
};
const accountHelp = { status: '1 : actif' };

export const resourcesFr: Translation<typeof resourcesText.en> = {
  athletes: { name: 'Athlètes', fields: account, choices: {}, help: accountHelp },
  trainers: { name: 'Coachs', fields: account, choices: {}, help: accountHelp },
  users: {
    name: 'Utilisateurs',
    fields: { ...account, role: 'Rôle', profile_complete: 'Profil complet' },
    choices: { role: { admin: 'Administrateur', super_admin: 'Super administrateur', trainer: 'Coach', athlete: 'Athlète' } },
    help: accountHelp,
  },
  programs: {
    name: 'Programmes',
    fields: {
      id,
      trainer_id: 'Coach',
      title: 'Titre',
      description: 'Description',
      sport: 'Sport',
      level: 'Niveau',
      duration_weeks: 'Durée (semaines)',
      price: 'Prix',
      sale_price: 'Prix du jour',
      currency: 'Devise',
      pricing: 'Tarification',
      interval: 'Période de facturation',
      cover: 'Image de couverture',
      status: 'Statut',
      featured: 'Mis en avant',
      rating_avg: 'Note',
      rating_count: 'Avis',
      enrollment_count: 'Inscriptions',
      created_at: created,
      updated_at: updated,
    },
    choices: {
      level: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' },
      pricing: { one_time: 'Paiement unique', subscription: 'Abonnement' },
      interval: { month: 'Mois', year: 'An' },
      status: { draft: 'Brouillon', pending_review: 'En attente de validation', published: 'Publié', archived: 'Archivé' },
    },
    help: {
      duration_weeks: 'La somme des semaines de ses phases dès qu’il en a (tenue par le serveur ; une autre valeur est refusée).',
      price: minorUnits,
      sale_price: 'Ce que le programme coûte aujourd’hui sans code : le prix moins sa meilleure remise publique en cours, selon la même règle que la page du programme et le paiement. Égal au prix sans remise.',
      status: 'Un coach soumet un brouillon à la validation (pending_review) ; un administrateur l’approuve (published) ou le renvoie (draft). Un coach ne peut pas publier directement.',
      rating_avg: 'La note moyenne des avis (de 1 à 5), tenue à jour par le serveur à chaque avis ; vide avant le premier avis.',
      rating_count: 'Le nombre d’avis du programme.',
      enrollment_count: 'Le nombre d’athlètes inscrits (sa popularité ; achats remboursés non comptés), tenu à jour par le serveur.',
    },
  },
  transactions: {
    name: 'Transactions',
    fields: {
      id,
      athlete_id: 'Athlète',
      trainer_id: 'Coach',
      program_id: 'Programme',
      amount: 'Montant',
      discount_amount: 'Remise',
      currency: 'Devise',
      status: 'Statut',
      fee_bps: 'Taux de commission',
      fee_amount: 'Commission de la plateforme',
      provider_fee: 'Frais du prestataire',
      trainer_net: 'Net pour le coach',
      provider: 'Prestataire',
      provider_ref: 'Référence du prestataire',
      created_at: created,
      updated_at: updated,
    },
    choices: { status: { pending: 'En attente', succeeded: 'Réussie', failed: 'Échouée', refunded: 'Remboursée', partially_refunded: 'Remboursée en partie' } },
    help: { amount: minorUnits, discount_amount: minorUnits, fee_bps: 'En points de base : 1500 correspond à 15 %.', fee_amount: minorUnits, provider_fee: minorUnits, trainer_net: minorUnits },
  },
  refunds: {
    name: 'Remboursements',
    fields: {
      id,
      transaction_id: 'Transaction',
      athlete_id: 'Athlète',
      amount: 'Montant demandé',
      at_stake: 'Montant',
      currency: 'Devise',
      reason: 'Motif',
      status: 'Statut',
      admin_note: 'Note de l’administrateur',
      decided_by: 'Décidé par',
      decided_at: 'Décidé le',
      provider_ref: 'Remboursement chez le prestataire',
      created_at: created,
      updated_at: updated,
    },
    choices: { status: { requested: 'Demandé', approved: 'Approuvé', denied: 'Refusé', succeeded: 'Effectué', failed: 'Échoué' } },
    help: {
      amount: 'En centimes ; vide pour le montant total.',
      at_stake: 'Ce que le remboursement rend : le montant demandé, ou pour un remboursement total le montant de sa transaction.',
      currency: 'La devise de sa transaction.',
      provider_ref: 'Le remboursement chez le prestataire de paiement, une fois l’approbation passée.',
    },
  },
  'content-libraries': {
    name: 'Bibliothèques de contenu',
    fields: { id, title: 'Titre', description: 'Description', kind: 'Type', created_at: 'Créée le', updated_at: 'Modifiée le' },
    choices: { kind: { exercise: 'Exercice', video: 'Vidéo' } },
    help: {},
  },
  exercises: {
    name: 'Exercices',
    fields: {
      id,
      library_id: 'Bibliothèque',
      name: 'Nom',
      muscle_group: 'Groupe musculaire',
      equipment: 'Matériel',
      video_url: 'Vidéo',
      description: 'Description',
      created_at: created,
      updated_at: updated,
    },
    choices: {},
    help: {},
  },
  'blog-posts': {
    name: 'Articles du blog',
    fields: {
      id,
      author_id: 'Auteur',
      title: 'Titre',
      slug: 'Slug',
      body: 'Texte',
      excerpt: 'Extrait',
      cover: 'Image de couverture',
      status: 'Statut',
      published_at: 'Publié le',
      created_at: created,
      updated_at: updated,
    },
    choices: { status: { draft: 'Brouillon', published: 'Publié' } },
    help: {
      slug: 'Tiré du titre.',
      body: 'En Markdown.',
      excerpt: 'Le court texte que montrent les listes ; sans lui, elles montrent le début du texte.',
      cover: 'Une adresse https:// ou un fichier envoyé (/uploads/...).',
    },
  },
  'blog-categories': {
    name: 'Catégories du blog',
    fields: { id, name: 'Nom', slug: 'Slug', description: 'Description', created_at: 'Créée le', updated_at: 'Modifiée le' },
    choices: {},
    help: { slug: slugFromName },
  },
  'blog-tags': {
    name: 'Étiquettes du blog',
    fields: { id, name: 'Nom', slug: 'Slug', created_at: 'Créée le', updated_at: 'Modifiée le' },
    choices: {},
    help: { slug: slugFromName },
  },
  cms: {
    name: 'CMS',
    fields: { id, page: 'Page', key: 'Clé', type: 'Type', value: 'Valeur', created_at: 'Créée le', updated_at: 'Modifiée le' },
    choices: { type: { text: 'Texte', markdown: 'Markdown', json: 'JSON' } },
    help: {
      page: 'Lettres minuscules, chiffres et tirets, par ex. home.',
      key: 'Lettres minuscules, chiffres, points, tirets et tirets bas, par ex. hero_title.',
    },
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.resources': resourcesFr } satisfies Record<string, Words>;
