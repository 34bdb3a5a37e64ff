/**
 * The one URL policy, shared by the web app and the server: where a link or a redirect that someone wrote may lead.
 * Markdown links, sign-in redirects, the OAuth start's and the magic link's paths, and every URL field of the contract
 * (its `link` and `site-path` formats) are checked here and nowhere else.
 *
 * - A path of this site starts with exactly one "/" and stays on this site when a browser reads it: resolved against a
 *   fixed made-up origin, the origin does not change. It holds no percent-encoded "/", "\", "." or "%" and no
 *   encoded control character in its path (a server or router that decodes once would see "//host" or "/\host"), and
 *   no "." or ".." segment (it may not climb out of /uploads/).
 * - An address elsewhere is http: or https:, written out in full ("https://host/..."), with a host and without a user
 *   name or password. A Markdown link may also be mailto:. Every other scheme (javascript:, data:, vbscript:, file:,
 *   ...) is refused, whatever its case.
 * - No link holds whitespace, a control character, an invisible or direction mark, or a backslash anywhere, not even
 *   at its ends: browsers drop tabs and newlines and read "\" as "/", so "/\t/host" and "/\host" would leave the site.
 *
 * This module imports nothing, so the server can use it.
 */

/** Where a link is used, which decides what it may be. */
export type LinkUse =
  /** Where the app sends the browser next (sign-in's redirect_uri, the OAuth start, the magic link): a path of this site. */
  | 'redirect'
  /** A URL field (photo, cover, video, saved link, notification link): an http(s) address or a path of this site. */
  | 'field'
  /** A link in Markdown: what a field may be, or mailto:. */
  | 'markdown'
  /** An image or video to show: an http(s) address or a file uploaded here (UPLOADS_PATH). */
  | 'media';

/** Where the files uploaded here are served. */
export const UPLOADS_PATH = '/uploads/';

/** A made-up origin to resolve paths against: a path that keeps it stays on this site. */
const ORIGIN = 'http://same-site.invalid';

/**
 * Anywhere in a link: whitespace of any kind, C0 and C1 controls, the soft hyphen, zero-width and direction marks,
 * and the backslash.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\\]/;

/** In a path: an encoded "/", "\", ".", "%" or control character. */
const ENCODED_TRICK = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i;

/** An address elsewhere, written out in full. */
const WEB_ADDRESS = /^https?:\/\/[^/?#]/i;
const MAIL_ADDRESS = /^mailto:[^/?#]/i;

/**
 * `raw` as a path of this site, normalised by the URL parser ("/athlete/feed?tab=2#top"), or null. With `pathOnly`,
 * a query or fragment is refused too (a path the caller will add its own query to).
 */
export function sitePath(raw: unknown, opts: { pathOnly?: boolean } = {}): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTER.test(raw)) return null;
  const path = raw.replace(/[?#].*$/, '');
  if (opts.pathOnly && path !== raw) return null;
  if (ENCODED_TRICK.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** `raw` as an http(s) address (or, `mailto`, a mail address), normalised by the URL parser, or null. */
function addressElsewhere(raw: string, mailto: boolean): string | null {
  if (UNSAFE_CHARACTER.test(raw)) return null;
  const mail = mailto && MAIL_ADDRESS.test(raw);
  if (!mail && !WEB_ADDRESS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (mail) return url.protocol === 'mailto:' ? url.href : null;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** `raw` as a link of this use, normalised (what to put in an href), or null when it may not be one. */
export function safeLink(raw: unknown, use: LinkUse): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (raw.startsWith('/')) {
    const path = sitePath(raw);
    if (use === 'media' && !(path && path.startsWith(UPLOADS_PATH) && path.length > UPLOADS_PATH.length)) return null;
    return path;
  }
  if (use === 'redirect') return null;
  return addressElsewhere(raw, use === 'markdown');
}

/** Whether a link that safeLink answered is a path of this site (else an address elsewhere). */
export function isSitePath(safe: string): boolean {
  return safe.startsWith('/');
}
