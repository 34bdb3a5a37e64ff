/**
 * The athlete area's words, one section per screen or feature (`defineText('athlete.<feature>', {...})`); French in
 * src/i18n/fr/athlete.ts with the same shape.
 */
export {};
