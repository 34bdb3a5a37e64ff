/**
 * The HTML document of an open page (ADR 028): the web app's index.html with the page's head (title, description,
 * canonical and language alternates, Open Graph and Twitter card, JSON-LD) and, when the server drew it, its markup,
 * styles and data.
 */
import { APP_NAME } from '../../src/config/constants';
import { escapeHtml } from '../html';
import { inertJson, serverRenderScript, type ServerRenderData } from '../../src/config/server-render';
import { OG_LOCALE, type PageHead } from './head';

const jsonLd = (data: unknown) => `<script type="application/ld+json">${inertJson(data)}</script>`;

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined || value === '' ? '' : `<meta ${attr}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.status === 404 ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[head.locale]),
    ...Object.entries(OG_LOCALE)
      .filter(([l]) => l !== head.locale && head.status === 200)
      .map(([, og]) => meta('property', 'og:locale:alternate', og)),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map(jsonLd),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface DrawnPage {
  html: string;
  styles: string;
  data: ServerRenderData;
}

/**
 * index.html with the page's head in place of its own title and description, its language, and (when drawn) its
 * markup in #root, its styles in the head and its data after #root.
 */
export function pageDocument(template: string, head: PageHead, drawn: DrawnPage | null): string {
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${headTags(head)}\n  </head>`);
  if (drawn) {
    html = html
      .replace('</head>', () => `  ${drawn.styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>${serverRenderScript(drawn.data)}`);
  }
  return html;
}
