/** Pure parts of the feed: which posts it asks for, one like per person, pages merged without repeats, comments folded. */
import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage, Row } from '../../../../src/api/records';
import { FEED } from './feed-config';

export type PostAuthor = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type PostProgram = Pick<Row<'program'>, 'id' | 'title'>;
export type PostComment = Row<'comment'> & { author: PostAuthor | null };
export type PostJoins = { author: PostAuthor | null; program: PostProgram | null; comment: PostComment[]; reaction: Row<'reaction'>[] };
export type Post = Row<'post'> & PostJoins;
export type PostPage = ListPage<'post', PostJoins>;
export type PostPages = InfiniteData<PostPage, unknown>;

/** What every post read embeds: its author, its program, its comments with their authors, its reactions. */
export const POST_JOINS = ['author', 'program', 'comment.author', 'reaction'] as const;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The "any of" filters of the feed: posts by a followed trainer or about an enrolled program, `in` lists cut to
 * the API's limit. Empty when the athlete follows nobody and holds no program: then there is no feed to ask for.
 */
export function feedAnyFilters(trainerIds: readonly number[], programIds: readonly number[]): string[] {
  const unique = (ids: readonly number[]) => [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  return [
    ...chunks(unique(trainerIds), FEED.maxInValues).map((c) => `author_id,in,${c.join('|')}`),
    ...chunks(unique(programIds), FEED.maxInValues).map((c) => `program_id,in,${c.join('|')}`),
  ];
}

/** The likes of a post, and whether (with which reaction) `me` likes it. */
export function likeState(post: Pick<Post, 'reaction'>, me: number | null): { count: number; mine: Row<'reaction'> | null } {
  const likes = (post.reaction ?? []).filter((r) => (r.kind ?? FEED.likeKind) === FEED.likeKind);
  return { count: likes.length, mine: me === null ? null : (likes.find((r) => r.user_id === me) ?? null) };
}

/** The count and "liked" a card shows while a like or unlike is on its way (the server's answer replaces it). */
export function optimisticLike(state: { count: number; liked: boolean }, pending: boolean | undefined): { count: number; liked: boolean } {
  if (pending === undefined || pending === state.liked) return state;
  return { liked: pending, count: Math.max(0, state.count + (pending ? 1 : -1)) };
}

/** The posts of all loaded pages in order, each once (a post can move to the next page when newer ones arrive). */
export function mergePages(data: PostPages | undefined): Post[] {
  const seen = new Set<number>();
  const out: Post[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.list as Post[]) {
      const id = Number(post.id);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(post);
    }
  }
  return out;
}

/** The next page to ask for, or undefined at the end. */
export function nextPageParam(last: Pick<PostPage, 'page' | 'num_pages'>): number | undefined {
  return last.page < last.num_pages ? last.page + 1 : undefined;
}

/** Loaded pages with one post replaced by a fresh read of it (or left out when it is gone: `fresh` null). */
export function replacePost(data: PostPages | undefined, id: number, fresh: Post | null): PostPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.list.some((p) => Number(p.id) === id)) return page;
    changed = true;
    const list = fresh ? page.list.map((p) => (Number(p.id) === id ? fresh : p)) : page.list.filter((p) => Number(p.id) !== id);
    return { ...page, list };
  });
  return changed ? { ...data, pages } : data;
}

/** Comments oldest first; folded to the newest few unless `expanded`. */
export function visibleComments(comments: readonly PostComment[], expanded: boolean, shown: number = FEED.commentsShown): PostComment[] {
  const sorted = [...comments].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || Number(a.id) - Number(b.id));
  return expanded || sorted.length <= shown ? sorted : sorted.slice(sorted.length - shown);
}
