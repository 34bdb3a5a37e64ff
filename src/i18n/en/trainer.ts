/**
 * The trainer area's words, one section per screen or feature (`defineText('trainer.<feature>', {...})`), each in its
 * own file under trainer/ so a screen's chunk carries only its own words; French in src/i18n/fr/trainer/ with the same
 * shape, gathered by src/i18n/fr/trainer.ts.
 */
export {};
