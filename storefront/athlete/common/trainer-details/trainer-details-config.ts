/** The trainer page and the list of trainers to discover: sizes and how the address and profile fields read (their words: storefront/athlete/common/trainer-details/i18n/en.ts). */
export const TRAINERS = {
  /** Trainers per page of the discover list. */
  pageSize: 12,
} as const;

/** The trainer chosen by `?trainerId=N`, or null (the discover list). */
export function trainerIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('trainerId');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** A comma- or semicolon-separated profile field ("Strength, hypertrophy") as its parts. */
export function listOf(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(/[,;\n]/).map((s) => s.trim()).filter(Boolean))];
}
