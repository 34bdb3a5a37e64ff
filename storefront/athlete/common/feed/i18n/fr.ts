import type { Translation, Words } from '../../../../../src/i18n/text';
import type { feedText } from './en';

export const feedFr: Translation<typeof feedText.en> = {
  title: 'Votre fil',
  subtitle: 'Les publications des coachs que vous suivez et des programmes auxquels vous êtes inscrit.',
  emptyTitle: 'Votre fil est vide',
  emptyBody: 'Suivez des coachs ou inscrivez-vous à un programme : leurs publications apparaîtront ici.',
  quietTitle: 'Aucune publication pour l’instant',
  quietBody: 'Les coachs que vous suivez n’ont encore rien publié. Suivez-en d’autres pour remplir votre fil.',
  suggested: 'Coachs à suivre',
  discover: 'Découvrir des coachs',
  loading: 'Chargement…',
  loadMore: 'Voir plus',
  end: 'Vous êtes à jour.',
  post: {
    label: (author) => `Publication de ${author}`,
    someTrainer: 'Un coach',
    image: (author) => `Image de la publication de ${author}`,
    pinned: 'Épinglé',
  },
  like: 'J’aime',
  unlike: 'Je n’aime plus',
  likes: (n) => `${n} j’aime`,
  comments: (n) => `${n} commentaire${n > 1 ? 's' : ''}`,
  viewAllComments: (n) => `Voir les ${n} commentaires`,
  hideComments: 'Voir moins de commentaires',
  commentLabel: 'Écrire un commentaire',
  commentSend: 'Envoyer le commentaire',
  commentDelete: 'Supprimer le commentaire',
  commentDeleted: 'Commentaire supprimé',
  signInToReact: 'Connectez-vous pour aimer et commenter',
  translate: 'Traduire',
  translating: 'Traduction…',
  hideTranslation: 'Masquer la traduction',
  translatedTo: (language) => `Traduit en ${language} par l’IA`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.feed': feedFr } satisfies Record<string, Words>;
