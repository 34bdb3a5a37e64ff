/**
 * Counts in words, by the language's own plural rules (Intl.PluralRules): "1 change", "2 changes"; in French
 * "0 modification", "1 modification", "2 modifications". A catalogue's text with a count says its forms once:
 * `(n) => count('en', n, { one: '# change', other: '# changes' })`, `#` standing for the number.
 */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

/** The form of `forms` that `locale`'s rules pick for `n` (else `other`), with `#` replaced by `n`. */
export function count(locale: string, n: number, forms: Forms): string {
  return (forms[rulesOf(locale).select(n)] ?? forms.other).replaceAll('#', String(n));
}
