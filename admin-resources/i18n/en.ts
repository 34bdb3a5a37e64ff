/**
 * The admin's resources in words (section `admin.resources`): each resource's name, its fields' labels, its enum
 * choices' names and its fields' help texts. The English is the contract's, as codegen wrote it into the generated
 * descriptions (admin-resources/generated/): defined there once, read here. react-admin reads these words through the
 * i18nProvider (admin-resources/i18n-provider.ts) under its own keys: `resources.<name>.name`,
 * `resources.<name>.fields.<field>`, and ours beside them, `resources.<name>.choices.<field>.<id>` and
 * `resources.<name>.help.<field>`. The French (admin-resources/i18n/fr.ts) must name every one of them: a field
 * added to the contract is a compile error there until it is translated.
 */
import { defineText } from '../../src/i18n/text';
import { description as athletes } from '../generated/athletes';
import { description as blogCategories } from '../generated/blog-categories';
import { description as blogPosts } from '../generated/blog-posts';
import { description as blogTags } from '../generated/blog-tags';
import { description as cms } from '../generated/cms';
import { description as contentLibraries } from '../generated/content-libraries';
import { description as exercises } from '../generated/exercises';
import { description as programs } from '../generated/programs';
import { description as refunds } from '../generated/refunds';
import { description as trainers } from '../generated/trainers';
import { description as transactions } from '../generated/transactions';
import { description as earnings } from '../generated/earnings';
import { description as payouts } from '../generated/payouts';
import { description as users } from '../generated/users';

const DESCRIPTIONS = [athletes, blogCategories, blogPosts, blogTags, cms, contentLibraries, earnings, exercises, payouts, programs, refunds, trainers, transactions, users] as const;

interface FieldWords {
  readonly source: string;
  readonly label: string;
  readonly kind: string;
  readonly choices?: readonly { readonly id: string | number; readonly name: string }[];
  readonly description?: string;
}
interface ResourceWordsSource {
  readonly name: string;
  readonly label: string;
  readonly fields: readonly FieldWords[];
}

type FieldOf<D extends ResourceWordsSource> = D['fields'][number];
/** One resource's words, keyed by the generated description's own field names and choice ids. */
type WordsOf<D extends ResourceWordsSource> = {
  name: string;
  fields: { [F in FieldOf<D> as F['source']]: string };
  choices: { [F in FieldOf<D> as F extends { kind: 'enum' } ? F['source'] : never]: { [C in NonNullable<F['choices']>[number] as `${C['id']}`]: string } };
  help: { [F in FieldOf<D> as F extends { description: string } ? F['source'] : never]: string };
};
type ResourcesWords = { [D in (typeof DESCRIPTIONS)[number] as D['name']]: WordsOf<D> };

function wordsOf(d: ResourceWordsSource) {
  return {
    name: d.label,
    fields: Object.fromEntries(d.fields.map((f) => [f.source, f.label])),
    choices: Object.fromEntries(d.fields.filter((f) => f.kind === 'enum').map((f) => [f.source, Object.fromEntries((f.choices ?? []).map((c) => [String(c.id), c.name]))])),
    help: Object.fromEntries(d.fields.filter((f) => f.description).map((f) => [f.source, f.description!])),
  };
}

export const resourcesText = defineText('admin.resources', Object.fromEntries(DESCRIPTIONS.map((d) => [d.name, wordsOf(d)])) as ResourcesWords);

/** What any one resource's words look like (for code that takes a resource by name). */
export interface ResourceWords {
  name: string;
  fields: Readonly<Record<string, string>>;
  choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
  help: Readonly<Record<string, string>>;
}

/** A resource's words by its name (`trainers`), in the language of `words` (textOf/useText of `resourcesText`). */
export function resourceWords(words: typeof resourcesText.en, resource: string): ResourceWords | undefined {
  return (words as unknown as Record<string, ResourceWords>)[resource];
}
