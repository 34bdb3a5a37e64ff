/**
 * The auth area's words, one section per screen or feature (`defineText('auth.<feature>', {...})`); French in
 * src/i18n/fr/auth.ts with the same shape.
 */
export {};
