import type { Translation, Words } from '../../../../src/i18n/text';
import type { trainerFeedText } from './en';

export const feedFr: Translation<typeof trainerFeedText.en> = {
  composer: 'Partagez quelque chose avec vos athlètes',
  attached: 'Image jointe',
  removeImage: 'Retirer l’image',
  addImage: 'Ajouter une image',
  imageFile: 'Fichier image',
  aboutProgram: 'À propos d’un programme',
  none: 'Aucun',
  post: 'Publier',
  posted: 'Publié dans votre fil',
  pinned: 'Épinglé',
  unpin: 'Désépingler',
  pinTip: 'Épingler en haut',
  unpinPost: 'Désépingler la publication',
  pinPost: 'Épingler la publication',
  edit: 'Modifier',
  delete: 'Supprimer',
  editPost: 'Modifier la publication',
  deletePost: 'Supprimer la publication',
  likes: (n) => `${n} j’aime`,
  comments: (n) => `${n} commentaire${n > 1 ? 's' : ''}`,
  someone: 'Quelqu’un',
  editTitle: 'Modifier la publication',
  text: 'Texte',
  deleteTitle: 'Supprimer cette publication et ses commentaires ?',
  deleted: 'Publication supprimée',
  loading: 'Chargement de vos publications',
  empty: 'Aucune publication pour l’instant : la première apparaîtra ici et dans le fil de vos athlètes.',
  pages: 'Pages de vos publications',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'trainer.feed': feedFr } satisfies Record<string, Words>;
