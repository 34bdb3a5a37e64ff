/**
 * The auth area's words, one section per screen or feature (`defineText('auth.<feature>', {...})`), each in its own
 * file under auth/ so a screen's chunk carries only its own words (auth/common.ts: what every auth page shares);
 * French in src/i18n/fr/auth/ with the same shape, gathered by src/i18n/fr/auth.ts.
 */
export {};
