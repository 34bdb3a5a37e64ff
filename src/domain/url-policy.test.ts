import { describe, expect, it } from 'vitest';
import { isSitePath, safeLink, sitePath, type LinkUse } from './url-policy';

const USES: readonly LinkUse[] = ['redirect', 'field', 'markdown', 'media'];

/** What no use accepts: other hosts dressed as paths, other schemes, and whitespace or control tricks. */
const HOSTILE: ReadonlyArray<[string, string]> = [
  ['a backslash after the slash', '/\\evil.test'],
  ['two backslashes', '/\\\\evil.test'],
  ['a backslash later on', '/uploads\\..\\evil.test'],
  ['a protocol-relative address', '//evil.test'],
  ['a protocol-relative address with a path', '//evil.test/x'],
  ['an encoded backslash', '/%5Cevil.test'],
  ['an encoded backslash, lower case', '/%5cevil.test'],
  ['an encoded slash', '/%2F/evil.test'],
  ['a doubly encoded backslash', '/%255Cevil.test'],
  ['encoded dot segments', '/%2e%2e/evil.test'],
  ['an encoded tab', '/%09/evil.test'],
  ['a tab first', '\t//evil'],
  ['a tab trick', '/\t/evil.test'],
  ['a newline trick', '/\n/evil.test'],
  ['a carriage return trick', '/\r/evil.test'],
  ['a NUL', '/\u0000/evil.test'],
  ['an ideographic space', '/\u3000/evil.test'],
  ['a zero-width space', '/\u200b/evil.test'],
  ['a right-to-left override', '/\u202e/evil.test'],
  ['a dot-dot segment', '/uploads/../secret'],
  ['a dot segment', '/./x'],
  ['javascript:', 'javascript:alert(1)'],
  ['JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
  ['data: image', 'data:image/png;base64,AAAA'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['ftp:', 'ftp://files.example.test/x'],
  ['a leading space', ' https://ok.test'],
  ['a trailing space', 'https://ok.test '],
  ['a leading newline', '\nhttps://ok.test'],
  ['an address without its slashes', 'https:evil.test'],
  ['an address with one slash', 'https:/evil.test'],
  ['an address with a backslash', 'https:\\\\evil.test'],
  ['an address with a user and password', 'https://sportlink.test:pw@evil.test/'],
  ['an address with a user', 'https://sportlink.test@evil.test/'],
  ['an address without a host', 'https://'],
  ['a relative path', 'athlete/profile'],
  ['a query alone', '?next=//evil.test'],
  ['empty', ''],
];

describe('the URL policy refuses hostile links for every use', () => {
  it.each(HOSTILE)('%s', (_case, raw) => {
    for (const use of USES) expect(safeLink(raw, use), `${use}: ${JSON.stringify(raw)}`).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const use of USES) for (const raw of [null, undefined, 1, {}, ['/x']]) expect(safeLink(raw, use)).toBeNull();
  });
});

describe('paths of this site', () => {
  it('are kept for every use but media, with query and hash', () => {
    for (const use of ['redirect', 'field', 'markdown'] as const) {
      expect(safeLink('/athlete/profile', use)).toBe('/athlete/profile');
      expect(safeLink('/trainer/feed?tab=2#top', use)).toBe('/trainer/feed?tab=2#top');
      expect(safeLink('/', use)).toBe('/');
      expect(safeLink('/blog?tag=a%2Fb', use)).toBe('/blog?tag=a%2Fb');
    }
    expect(isSitePath(safeLink('/blog', 'field')!)).toBe(true);
  });

  it('are normalised as a browser reads them', () => {
    expect(safeLink('/café', 'redirect')).toBe('/caf%C3%A9');
  });

  it('for media, only uploaded files', () => {
    expect(safeLink('/uploads/2026/11/a.jpg', 'media')).toBe('/uploads/2026/11/a.jpg');
    expect(safeLink('/admin/dashboard', 'media')).toBeNull();
    expect(safeLink('/uploads/', 'media')).toBeNull();
    expect(safeLink('/uploadsx/a.jpg', 'media')).toBeNull();
  });

  it('without a query or fragment when asked', () => {
    expect(sitePath('/magic-login/verify', { pathOnly: true })).toBe('/magic-login/verify');
    expect(sitePath('/magic-login/verify?x=1', { pathOnly: true })).toBeNull();
    expect(sitePath('/magic-login/verify#x', { pathOnly: true })).toBeNull();
  });
});

describe('addresses elsewhere', () => {
  it('are http(s) for fields and media, never for redirects', () => {
    for (const use of ['field', 'markdown', 'media'] as const) {
      expect(safeLink('https://example.test/a', use)).toBe('https://example.test/a');
      expect(safeLink('http://example.test/a?b=1#c', use)).toBe('http://example.test/a?b=1#c');
      expect(safeLink('HTTPS://CDN.example.test/A.png', use)).toBe('https://cdn.example.test/A.png');
    }
    expect(safeLink('https://example.test/a', 'redirect')).toBeNull();
    expect(isSitePath(safeLink('https://example.test/a', 'field')!)).toBe(false);
  });

  it('mailto: only in Markdown', () => {
    expect(safeLink('mailto:coach@example.test', 'markdown')).toBe('mailto:coach@example.test');
    expect(safeLink('MAILTO:coach@example.test', 'markdown')).toBe('mailto:coach@example.test');
    for (const use of ['redirect', 'field', 'media'] as const) expect(safeLink('mailto:coach@example.test', use)).toBeNull();
    expect(safeLink('mailto:', 'markdown')).toBeNull();
  });
});

// What the sign-in redirect (storefront/auth/common/paths.ts safeRedirect) was tested for, now the policy's.
describe('a sign-in redirect', () => {
  it('keeps paths of this site, with query and hash', () => {
    expect(safeLink('/athlete/profile', 'redirect')).toBe('/athlete/profile');
    expect(safeLink('/trainer/feed?tab=2#top', 'redirect')).toBe('/trainer/feed?tab=2#top');
    expect(safeLink('/', 'redirect')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a tab trick', '/\t/evil.test'],
    ['another scheme', 'javascript:alert(1)'],
    ['a relative path', 'athlete/profile'],
    ['nothing', null],
    ['empty', ''],
  ])('refuses %s', (_case, uri) => {
    expect(safeLink(uri, 'redirect')).toBeNull();
  });
});

// What Markdown links (src/ui/markdown.ts safeHref) were tested for, now the policy's.
describe('a Markdown link', () => {
  it('goes to http(s), mailto or a path of this site', () => {
    expect(safeLink('//evil.test/x', 'markdown')).toBeNull();
    expect(safeLink('https://example.test/a', 'markdown')).toBe('https://example.test/a');
    expect(safeLink('mailto:coach@example.test', 'markdown')).toBe('mailto:coach@example.test');
    expect(safeLink('/blog?tag=strength', 'markdown')).toBe('/blog?tag=strength');
  });
});
