/**
 * How the studio writes money, days and times: through Intl in the language the user chose (src/i18n/locale.ts),
 * not the browser's. Amounts are integer minor units with a currency code (requirements §A2).
 */
import { useMemo } from 'react';
import { useLocale } from '../../../src/i18n/locale';
import { DATE_OPTIONS, DATE_TIME_OPTIONS } from '../../../src/ui/format';

export interface StudioFormat {
  locale: string | undefined;
  money: (minor: number, currency: string) => string;
  /** A day ("Nov 2, 2026" / "2 nov. 2026"). */
  date: (iso: string) => string;
  /** A day and a time. */
  dateTime: (iso: string) => string;
  number: (n: number) => string;
}

export function studioFormat(locale?: string): StudioFormat {
  const money = new Map<string, Intl.NumberFormat>();
  const day = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
  const time = new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS);
  const num = new Intl.NumberFormat(locale);
  return {
    locale,
    money: (minor, currency) => {
      let f = money.get(currency);
      if (!f) money.set(currency, (f = new Intl.NumberFormat(locale, { style: 'currency', currency })));
      return f.format(minor / 100);
    },
    date: (iso) => day.format(new Date(iso)),
    dateTime: (iso) => time.format(new Date(iso)),
    number: (n) => num.format(n),
  };
}

/** The formats in the current language (the component follows a change of language). */
export function useStudioFormat(): StudioFormat {
  const locale = useLocale();
  return useMemo(() => studioFormat(locale), [locale]);
}
