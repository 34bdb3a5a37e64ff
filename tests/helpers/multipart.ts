/**
 * multipart/form-data written byte by byte, so a test can send what no browser would: a file name with a path, a NUL
 * or a raw quote in it, an RFC 5987 `filename*`, a wrong or missing boundary, a body cut short.
 */
export interface RawPart {
  /** The part's header lines as sent (no CRLF). */
  headers: string[];
  body: Buffer;
}

/** A `filename*` value: UTF-8, percent-encoded byte by byte (a lone surrogate is sent as U+FFFD, as UTF-8 has no other way). */
export function rfc5987(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  let out = "UTF-8''";
  for (const b of bytes) out += /[A-Za-z0-9!#$&+.^_`|~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/** A file part's headers: its name as a quoted string (as is, quotes and all), as `filename*`, or with none. */
export function fileHeaders(field: string, filename: string | null, contentType: string | null, spelling: 'quoted' | 'extended' = 'quoted'): string[] {
  let disposition = `Content-Disposition: form-data; name="${field}"`;
  if (filename !== null) disposition += spelling === 'quoted' ? `; filename="${filename}"` : `; filename*=${rfc5987(filename)}`;
  return contentType === null ? [disposition] : [disposition, `Content-Type: ${contentType}`];
}

/** The body: each part between `--boundary` lines, closed by `--boundary--` unless `unclosed` (a body cut short). */
export function multipartBody(boundary: string, parts: readonly RawPart[], opts: { unclosed?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers.join('\r\n')}\r\n\r\n`, 'utf8'), p.body, Buffer.from('\r\n'));
  }
  if (!opts.unclosed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
