/** A person as the API shows them to others: public name fields and a photo. */
export interface PersonRef {
  first_name?: string | null;
  last_name?: string | null;
}

/** "First Last", or `fallback` when the row is missing or has no name. */
export function personName(person: PersonRef | null | undefined, fallback = 'Someone'): string {
  const name = `${person?.first_name ?? ''} ${person?.last_name ?? ''}`.trim();
  return name || fallback;
}

/** Up to two capital initials for an avatar ("Tara Stone" -> "TS"); '' without a name. */
export function personInitials(person: PersonRef | null | undefined): string {
  return [person?.first_name, person?.last_name].map((p) => (p ?? '').trim().charAt(0).toUpperCase()).join('');
}

/**
 * The colours of an avatar showing initials (no photo): the theme's primary colour and its contrast text, readable in
 * both themes (MUI's default grey with white initials is not: 1.9:1).
 */
export const INITIALS_AVATAR = { bgcolor: 'primary.main', color: 'primary.contrastText' } as const;
