/**
 * The athlete area's words, one section per screen or feature (`defineText('athlete.<feature>', {...})`), each in its
 * own file under athlete/ so a screen's chunk carries only its own words; French in src/i18n/fr/athlete/ with the same
 * shape, gathered by src/i18n/fr/athlete.ts.
 */
export {};
