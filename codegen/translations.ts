/**
 * The language index (ADR 021): each feature keeps its words beside it, `<feature>/i18n/en.ts` (the sections it
 * defines) and one file per other language (`fr.ts`, same shape, a default export of its sections by id). This
 * gathers every `i18n/<locale>.ts` of the app into one module per language, `src/app/generated/translations-<locale>.ts`,
 * which the composition root loads as one chunk when that language is chosen (src/i18n/load.ts). A feature's
 * translation file without its English twin (or the reverse) stops the generation.
 */
import { readdir } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

/** Where features live; an `i18n/` folder anywhere below holds a feature's words. */
const ROOTS = ['src', 'storefront', 'admin-resources'];
export const LOCALES = ['fr'] as const;
const OUT_DIR = 'src/app/generated';

async function i18nFolders(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(resolve(root, dir), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const e of entries) {
    if (!e.isDirectory() || e.name === 'node_modules' || e.name === 'generated') continue;
    const sub = `${dir}/${e.name}`;
    if (e.name === 'i18n' && sub !== 'src/i18n') found.push(sub); // src/i18n is the machinery itself
    found.push(...(await i18nFolders(root, sub)));
  }
  return found;
}

/** Every feature's words folder, sorted; throws when a folder's languages do not mirror each other. */
export async function wordFolders(root: string): Promise<string[]> {
  const folders = (await Promise.all(ROOTS.map((r) => i18nFolders(root, r)))).flat().sort();
  const problems: string[] = [];
  for (const folder of folders) {
    const files = new Set(await readdir(resolve(root, folder)));
    for (const f of files) if (!['en.ts', ...LOCALES.map((l) => `${l}.ts`)].includes(f)) problems.push(`${folder}/${f}: a words folder holds en.ts and ${LOCALES.map((l) => `${l}.ts`).join(', ')} only`);
    for (const l of ['en', ...LOCALES]) if (!files.has(`${l}.ts`)) problems.push(`${folder}/${l}.ts is missing`);
  }
  if (problems.length) throw new Error(`codegen: words folders do not mirror each other:\n  ${problems.join('\n  ')}`);
  return folders;
}

/** `src/app/generated/translations-<locale>.ts` for each language but English, by output path. */
export async function renderTranslations(root: string, header: string): Promise<Record<string, string>> {
  const folders = await wordFolders(root);
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    const names = folders.map((_, i) => `w${i}`);
    const lines = [
      header,
      `/** Every section's words in "${locale}", gathered from each feature's i18n/${locale}.ts: one chunk, loaded when the language is chosen. */`,
      `import type { Words } from '../../i18n/text';`,
      ...folders.map((f, i) => `import ${names[i]} from '${relative(resolve(root, OUT_DIR), resolve(root, f, locale))}';`),
      '',
      `const words: Record<string, Words> = { ${names.map((n) => `...${n}`).join(', ')} };`,
      'export default words;',
      '',
    ];
    out[`${OUT_DIR}/translations-${locale}.ts`] = lines.join('\n');
  }
  return out;
}
