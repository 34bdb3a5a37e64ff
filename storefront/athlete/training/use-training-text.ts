/** The training screens' words and quantities in the current language (the component follows a change of language). */
import { useMemo } from 'react';
import { trainingText } from '../common/training/i18n/en';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { kgTo } from '../../../src/domain/units';
import { useWeightUnit } from '../../../src/session/preferences';
import { formatNumber } from '../common/training/progress';

export function useTrainingText() {
  const t = useText(trainingText);
  const locale = useLocale();
  const unit = useWeightUnit();
  return useMemo(
    () => ({
      t,
      locale,
      /** The unit weights are shown and typed in: the athlete's preference (the log keeps kilograms). */
      unit,
      number: (n: number) => formatNumber(n, locale),
      /** A weight or a volume, kept in kilograms, in the athlete's unit: "1,810 kg" / "3,990.3 lb". */
      weight: (kg: number) => `${formatNumber(kgTo(kg, unit), locale)} ${unit}`,
      /** A weight or a volume in the athlete's unit, as a number. */
      inUnit: (kg: number) => formatNumber(kgTo(kg, unit), locale),
    }),
    [t, locale, unit],
  );
}
