/**
 * The contract's own string formats, checked by the one URL policy (src/domain/url-policy.ts) on every ajv instance
 * that validates input: Fastify's (route schemas, server/app.ts) and the records service's (table schemas).
 *
 * - `link`: an http(s) address or a path of this site (an uploaded file, a page): the common `Url` schema, so every
 *   URL field (photo, cover, video, saved link, notification link, ...).
 * - `site-path`: a path of this site only (the magic link's page, the OAuth start's redirect).
 *
 * A value refused by one of them is told what the field must be ("photo must be an http(s) address or a path of this
 * site"), and it is a field's validation: 422, like the records service's other field errors.
 */
import type Ajv from 'ajv';
import type { KeywordErrorCxt } from 'ajv/dist/types';
import { safeLink, sitePath } from '../../src/domain/url-policy';

export const CONTRACT_FORMATS = {
  link: {
    validate: (value: string) => safeLink(value, 'field') !== null,
    message: 'must be an http(s) address or a path of this site',
  },
  'site-path': {
    validate: (value: string) => sitePath(value) !== null,
    message: 'must be a path of this site',
  },
} as const;

type ContractFormat = keyof typeof CONTRACT_FORMATS;

/** For an ajv that only reads responses (fast-json-stringify's): the formats are known, and never checked there. */
export const SERIALIZED_FORMATS = Object.fromEntries(Object.keys(CONTRACT_FORMATS).map((name) => [name, true as const]));

const isContractFormat = (name: unknown): name is ContractFormat => typeof name === 'string' && Object.hasOwn(CONTRACT_FORMATS, name);

/**
 * Registers the contract's formats on an ajv instance, and words their errors (ajv's own says `must match format
 * "link"`). Usable as a Fastify ajv plugin.
 */
export function registerFormats(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(CONTRACT_FORMATS)) ajv.addFormat(name, { type: 'string', validate: format.validate });
  // The `format` keyword's error message is compiled into each validator: this instance's keyword rules get one
  // that says what the contract's formats mean, and keep ajv's wording for every other format.
  for (const group of ajv.RULES.rules) {
    for (const rule of group.rules) {
      const error = rule.keyword === 'format' ? rule.definition.error : undefined;
      if (!error) continue;
      const { message } = error;
      rule.definition.error = {
        ...error,
        message: (cxt: KeywordErrorCxt) => {
          const name: unknown = cxt.schema;
          if (isContractFormat(name)) return CONTRACT_FORMATS[name].message;
          return typeof message === 'function' ? message(cxt) : message;
        },
      };
    }
  }
  return ajv;
}

/** Whether an ajv error is a value refused by one of the contract's formats (a field's validation, 422). */
export function isContractFormatError(error: unknown): boolean {
  const e = error as { keyword?: unknown; params?: { format?: unknown } } | null | undefined;
  return e?.keyword === 'format' && isContractFormat(e.params?.format);
}
