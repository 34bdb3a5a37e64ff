/**
 * The admin area's words, one section per screen or feature (`defineText('admin.<feature>', {...})`); French in
 * src/i18n/fr/admin.ts with the same shape.
 */
export {};
