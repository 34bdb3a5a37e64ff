/**
 * What search engines and link previews read of an open page (ADR 028), from the database: its title, description,
 * canonical address and language alternates, Open Graph and Twitter card, and JSON-LD (Product with its Offer at
 * today's price, by the one pricing rule, and its AggregateRating for a program; Person for a trainer; BlogPosting for
 * a post; FAQPage for the FAQ). A program, trainer or post that is not public is a 404 page.
 */
import type { FastifyInstance } from 'fastify';
import { APP_NAME } from '../../src/config/constants';
import { CMS_DEFAULTS, CMS_PAGES } from '../../src/config/cms';
import { PAGE_HEAD_TEXT } from '../../src/config/page-head';
import { trainerPath } from '../../src/config/pages';
import { plainText } from '../../src/domain/blog';
import { cmsText, faqItems, type CmsEntryLike } from '../../src/domain/cms';
import { LOCALES, localizedPath, type Locale } from '../../src/config/locales';
import { toMajorUnits } from '../../src/domain/program-rules';
import { salePrices } from '../payments/pricing';

/** The card shown by previews of a page without an image of its own (public/). */
export const SITE_CARD = { path: '/og-card.jpg', width: 1200, height: 630 } as const;
/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX = 160;
/** Open Graph's names of our languages. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };
const SCHEMA = 'https://schema.org';

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's own address in this language (path and query). */
  path: string;
  type: 'website' | 'product' | 'profile' | 'article';
  image: { url: string; alt: string; width?: number; height?: number };
  jsonLd: Record<string, unknown>[];
  /** Each language's address of the page. */
  alternates: { hreflang: string; href: string }[];
  canonical: string;
  locale: Locale;
}

/** An open page of the table with what its address holds. */
export interface OpenPage {
  pattern: string;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

/** A description of at most DESCRIPTION_MAX characters, cut at a word. */
export function shortDescription(text: string): string {
  const plain = plainText(text).replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const positiveId = (raw: string | null | undefined): number | null => (raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * The address a page is known by, without what else its query holds (a campaign's tags, say): its path, and for a
 * trainer's page the trainer.
 */
export function pagePath(page: OpenPage | null, pathname: string): string {
  const trainerId = page?.pattern === '/athlete/trainer-details' ? positiveId(page.query.get('trainerId')) : null;
  return trainerId ? trainerPath(trainerId) : pathname;
}
const fullName = (u: { first_name?: unknown; last_name?: unknown }) => `${String(u.first_name ?? '')} ${String(u.last_name ?? '')}`.trim();

export function pageHeads(app: FastifyInstance) {
  const base = app.config.appUrl;
  const db = () => app.database.db;
  /** An absolute address: a path of this site, or an address that is already one. */
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

  async function cms(page: string): Promise<CmsEntryLike[]> {
    const rows = await db().selectFrom('cms').select(['key', 'type', 'value']).where('page', '=', page).execute();
    return rows.map((r) => ({ key: String(r.key), type: String(r.type), value: String(r.value ?? '') }));
  }

  async function activeTrainer(id: number) {
    return db()
      .selectFrom('user')
      .select(['id', 'first_name', 'last_name', 'photo', 'updated_at'])
      .where('id', '=', id)
      .where('role', '=', 'trainer')
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  type Content = Omit<PageHead, 'alternates' | 'canonical' | 'locale' | 'path' | 'image'> & { image?: PageHead['image'] | null };

  /** The page's own content; null: the not-found page. */
  async function content(page: OpenPage | null, locale: Locale, path: string): Promise<Content> {
    const t = PAGE_HEAD_TEXT[locale];
    const url = absolute(localizedPath(path, locale));
    const notFound: Content = { status: 404, title: t.notFoundTitle, description: t.notFoundDescription, type: 'website', jsonLd: [] };
    if (!page) return notFound;
    switch (page.pattern) {
      case '/athlete/program/:programId': {
        const id = positiveId(page.params.programId);
        if (id === null) return notFound;
        const program = await db().selectFrom('program').selectAll().where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
        if (!program) return notFound;
        const trainer = await activeTrainer(Number(program.trainer_id));
        const [salePrice] = await salePrices(app.database, [{ id: program.id, price: program.price }]);
        const price = salePrice ?? Number(program.price);
        const currency = String(program.currency ?? 'USD');
        const trainerName = trainer ? fullName(trainer) : '';
        const description = shortDescription(String(program.description ?? '')) || t.programDescription(String(program.title), trainerName);
        const image = program.cover ? { url: absolute(String(program.cover)), alt: String(program.title) } : null;
        const ratingCount = Number(program.rating_count ?? 0);
        const offer: Record<string, unknown> = {
          '@type': 'Offer',
          url,
          price: toMajorUnits(price),
          priceCurrency: currency,
          availability: `${SCHEMA}/InStock`,
        };
        if (program.pricing === 'subscription' && program.interval) {
          offer.priceSpecification = { '@type': 'UnitPriceSpecification', price: toMajorUnits(price), priceCurrency: currency, billingIncrement: 1, unitCode: program.interval === 'year' ? 'ANN' : 'MON' };
        }
        return {
          status: 200,
          title: String(program.title),
          description,
          type: 'product',
          image,
          jsonLd: [
            {
              '@context': SCHEMA,
              '@type': 'Product',
              name: String(program.title),
              description: shortDescription(String(program.description ?? '')) || description,
              url,
              ...(image ? { image: [image.url] } : {}),
              ...(program.sport ? { category: String(program.sport) } : {}),
              ...(trainer ? { brand: { '@type': 'Person', name: trainerName, url: absolute(localizedPath(trainerPath(Number(trainer.id)), locale)) } } : {}),
              offers: offer,
              ...(ratingCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(Number(program.rating_avg ?? 0).toFixed(2)), reviewCount: ratingCount, bestRating: 5, worstRating: 1 } } : {}),
            },
          ],
        };
      }
      case '/athlete/trainer-details': {
        const id = positiveId(page.query.get('trainerId'));
        const trainer = id === null ? undefined : await activeTrainer(id);
        if (!trainer) return notFound;
        const profile = await db().selectFrom('trainer_profile').select(['headline', 'bio', 'specialties']).where('user_id', '=', id).executeTakeFirst();
        const programs = await db().selectFrom('program').select((eb) => eb.fn.countAll<number>().as('n')).where('trainer_id', '=', id).where('status', '=', 'published').executeTakeFirstOrThrow();
        const name = fullName(trainer);
        const bio = [profile?.headline, profile?.bio].filter((s) => typeof s === 'string' && s.trim()).join('. ');
        const description = shortDescription(bio) || t.trainerDescription(name, Number(programs.n));
        const image = trainer.photo ? { url: absolute(String(trainer.photo)), alt: name } : null;
        const specialties = typeof profile?.specialties === 'string' ? profile.specialties.split(',').map((s) => s.trim()).filter(Boolean) : [];
        return {
          status: 200,
          title: t.trainerTitle(name),
          description,
          type: 'profile',
          image,
          jsonLd: [
            {
              '@context': SCHEMA,
              '@type': 'Person',
              name,
              url,
              description,
              ...(profile?.headline ? { jobTitle: String(profile.headline) } : {}),
              ...(image ? { image: image.url } : {}),
              ...(specialties.length ? { knowsAbout: specialties } : {}),
            },
          ],
        };
      }
      case '/blog/:id': {
        const id = positiveId(page.params.id);
        if (id === null) return notFound;
        const post = await db().selectFrom('blog_post').selectAll().where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
        if (!post) return notFound;
        const author = await db().selectFrom('user').select(['id', 'first_name', 'last_name', 'role']).where('id', '=', Number(post.author_id)).executeTakeFirst();
        const description = shortDescription(String(post.excerpt ?? '') || String(post.body ?? ''));
        const image = post.cover ? { url: absolute(String(post.cover)), alt: String(post.title) } : null;
        return {
          status: 200,
          title: String(post.title),
          description,
          type: 'article',
          image,
          jsonLd: [
            {
              '@context': SCHEMA,
              '@type': 'BlogPosting',
              headline: String(post.title),
              description,
              url,
              mainEntityOfPage: url,
              ...(image ? { image: [image.url] } : {}),
              ...(post.published_at ? { datePublished: String(post.published_at) } : {}),
              ...(post.updated_at ? { dateModified: String(post.updated_at) } : {}),
              ...(author
                ? { author: { '@type': 'Person', name: fullName(author), ...(author.role === 'trainer' ? { url: absolute(localizedPath(trainerPath(Number(author.id)), locale)) } : {}) } }
                : {}),
              publisher: { '@type': 'Organization', name: APP_NAME, url: base },
            },
          ],
        };
      }
      case '/blog':
        return { status: 200, title: t.blogTitle, description: t.blogDescription, type: 'website', jsonLd: [{ '@context': SCHEMA, '@type': 'Blog', name: `${APP_NAME} ${t.blogTitle}`, url, description: t.blogDescription }] };
      case '/faq': {
        const entries = await cms(CMS_PAGES.faq.page);
        const items = faqItems(entries, CMS_PAGES.faq.items, CMS_DEFAULTS.faq.items);
        const title = cmsText(entries, CMS_PAGES.faq.title, t.faqTitle);
        return {
          status: 200,
          title,
          description: shortDescription(items.map((i) => i.question).join(' ')),
          type: 'website',
          jsonLd: [
            {
              '@context': SCHEMA,
              '@type': 'FAQPage',
              mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: plainText(i.answer) } })),
            },
          ],
        };
      }
      case '/': {
        const entries = await cms(CMS_PAGES.home.page);
        const hero = [cmsText(entries, CMS_PAGES.home.heroTitle, CMS_DEFAULTS.home.hero_title), cmsText(entries, CMS_PAGES.home.heroSubtitle, '')].filter(Boolean).join('. ');
        const description = shortDescription(hero) || t.siteDescription;
        return {
          status: 200,
          // The product's own name, as the app's tab title for its home (requirements §2).
          title: APP_NAME,
          description,
          type: 'website',
          jsonLd: [
            { '@context': SCHEMA, '@type': 'WebSite', name: APP_NAME, url: absolute(localizedPath('/', locale)), description },
            { '@context': SCHEMA, '@type': 'Organization', name: APP_NAME, url: base, logo: absolute('/favicon.svg') },
          ],
        };
      }
      default:
        return notFound;
    }
  }

  /** The head of an open page (`page`), or of the not-found page (null), at `path` (its address without `lang`). */
  return async function pageHead(page: OpenPage | null, path: string, locale: Locale): Promise<PageHead> {
    const found = await content(page, locale, path);
    const own = localizedPath(path, locale);
    return {
      ...found,
      title: found.title === APP_NAME ? APP_NAME : `${found.title} | ${APP_NAME}`,
      path: own,
      locale,
      canonical: absolute(own),
      image: found.image ?? { url: absolute(SITE_CARD.path), alt: PAGE_HEAD_TEXT[locale].cardAlt(found.title), width: SITE_CARD.width, height: SITE_CARD.height },
      alternates:
        found.status === 200
          ? [...LOCALES.map((l) => ({ hreflang: l.code, href: absolute(localizedPath(path, l.code)) })), { hreflang: 'x-default', href: absolute(localizedPath(path, 'en')) }]
          : [],
    };
  };
}

