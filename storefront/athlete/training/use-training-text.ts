/** The training screens' words and quantities in the current language (the component follows a change of language). */
import { useMemo } from 'react';
import { trainingText } from '../../../src/i18n/en/athlete/training';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { formatNumber } from './progress';
import { WEIGHT_UNIT } from './training-config';

export function useTrainingText() {
  const t = useText(trainingText);
  const locale = useLocale();
  return useMemo(
    () => ({
      t,
      locale,
      number: (n: number) => formatNumber(n, locale),
      /** A weight or a volume with its unit: "1,810 kg" / "1 810 kg". */
      weight: (n: number) => `${formatNumber(n, locale)} ${WEIGHT_UNIT}`,
    }),
    [t, locale],
  );
}
