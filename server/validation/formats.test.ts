import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { isContractFormatError, registerFormats } from './formats';

const ajv = registerFormats(addFormats(new Ajv({ allErrors: true })));
const validate = ajv.compile({
  type: 'object',
  properties: { photo: { type: ['string', 'null'], format: 'link' }, next: { type: 'string', format: 'site-path' }, email: { type: 'string', format: 'email' } },
});

describe("the contract's formats", () => {
  it('link: an http(s) address or a path of this site, by the URL policy', () => {
    for (const photo of [null, 'https://cdn.example.test/a.png', '/uploads/2026/11/a.png']) expect(validate({ photo }), String(photo)).toBe(true);
    for (const photo of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.test/a.png', '/\\evil.test/a.png', ' https://ok.test']) {
      expect(validate({ photo }), photo).toBe(false);
      expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/photo', keyword: 'format', message: 'must be an http(s) address or a path of this site' })]);
      expect(isContractFormatError(validate.errors![0])).toBe(true);
    }
  });

  it('site-path: a path of this site only', () => {
    expect(validate({ next: '/athlete/feed?tab=2' })).toBe(true);
    for (const next of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
      expect(validate({ next }), next).toBe(false);
      expect(validate.errors![0]).toMatchObject({ instancePath: '/next', message: 'must be a path of this site' });
    }
  });

  it("keeps ajv's words for every other format", () => {
    expect(validate({ email: 'not an address' })).toBe(false);
    expect(validate.errors![0]).toMatchObject({ message: 'must match format "email"' });
    expect(isContractFormatError(validate.errors![0])).toBe(false);
  });
});
