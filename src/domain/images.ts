/**
 * Responsive images: a picture uploaded here (UPLOADS_PATH) is also served at a few widths, as WebP, under
 * IMAGES_PATH (`/images/640/2026/11/<name>.jpg`: made by the server on first request, then kept), so a card names them
 * in `srcset` and a phone downloads the one its screen needs. An address elsewhere has no copies: it is used as is.
 */
import { UPLOADS_PATH } from './url-policy';

/** The widths a picture is served at. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGES_PATH = '/images/';
/** An uploaded picture's key under UPLOADS_PATH: folders and a name of lower-case letters, digits, `-`, `_`, `.`. */
const UPLOADED_PICTURE = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpg|png|webp|gif)$/;

/** The key of a picture uploaded here, or null (another address, a video). */
export function uploadedPictureKey(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length);
  return UPLOADED_PICTURE.test(key) ? key : null;
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The `srcset` of a picture: its copy at each width, or undefined for a picture that has none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const key = uploadedPictureKey(url);
  return key ? IMAGE_WIDTHS.map((w) => `${IMAGES_PATH}${w}/${key} ${w}w`).join(', ') : undefined;
}
