/** Counts in words by the language's plural rules: defined with the pure rules the server shares (src/domain/plural.ts). */
export { count } from '../domain/plural';
