import type { programRulesText } from '../../en/trainer/program-rules';
import type { Translation } from '../../text';

export const programRulesFr: Translation<typeof programRulesText.en> = {
  titleLength: (min, max) => `Donnez au programme un titre de ${min} à ${max} caractères`,
  priceInvalid: 'Saisissez un prix de 0 ou plus, avec au plus deux décimales',
  priceTooHigh: (max) => `Le prix peut être au plus de ${max}`,
  currencyInvalid: 'Utilisez un code de devise à trois lettres, comme EUR',
  durationInvalid: (min, max) => `La durée est un nombre entier de semaines, de ${min} à ${max}`,
  intervalRequired: 'Un abonnement a besoin d’une périodicité de facturation : mensuelle ou annuelle',
  needsSplit: 'Ajoutez au moins une partie avant de soumettre le programme à validation',
  needsWorkout: 'Ajoutez une séance à une partie avant de soumettre le programme à validation',
  needsExercise: 'Ajoutez un exercice à une séance avant de soumettre le programme à validation',
  duplicateOwnOnly: 'Vous ne pouvez dupliquer que vos propres programmes',
  copyTitle: (title) => `Copie de ${title}`,
};
