import { describe, expect, it } from 'vitest';
import { feedAnyFilters, likeState, mergePages, nextPageParam, optimisticLike, replacePost, visibleComments, type Post, type PostComment, type PostPages } from './feed-logic';

const post = (id: number, extra: Partial<Post> = {}): Post =>
  ({ id, author_id: 2, body: `post ${id}`, pinned: 0, author: null, program: null, comment: [], reaction: [], ...extra }) as Post;
const pages = (...lists: Post[][]): PostPages => ({
  pages: lists.map((list, i) => ({ list, total: 99, page: i + 1, limit: 10, num_pages: 5 })),
  pageParams: lists.map((_l, i) => i + 1),
});

describe('feedAnyFilters', () => {
  it('asks for posts by followed trainers or about enrolled programs, each id once', () => {
    expect(feedAnyFilters([3, 2, 3], [4])).toEqual(['author_id,in,2|3', 'program_id,in,4']);
    expect(feedAnyFilters([2], [])).toEqual(['author_id,in,2']);
  });
  it('is empty when there is nothing to follow (no feed to ask for)', () => {
    expect(feedAnyFilters([], [])).toEqual([]);
    expect(feedAnyFilters([0, Number.NaN], [])).toEqual([]);
  });
  it('cuts long lists to the API’s 100 values per in filter', () => {
    const ids = Array.from({ length: 230 }, (_v, i) => i + 1);
    const filters = feedAnyFilters(ids, []);
    expect(filters).toHaveLength(3);
    expect(filters[0].split('|')).toHaveLength(100);
    expect(filters[2]).toBe(`author_id,in,${ids.slice(200).join('|')}`);
  });
});

describe('likes', () => {
  const reactions = [
    { id: 1, post_id: 9, user_id: 5, kind: 'like' as const },
    { id: 2, post_id: 9, user_id: 6, kind: 'like' as const },
  ];
  it('counts likes and finds mine', () => {
    expect(likeState({ reaction: reactions }, 6)).toEqual({ count: 2, mine: reactions[1] });
    expect(likeState({ reaction: reactions }, 7).mine).toBeNull();
    expect(likeState({ reaction: reactions }, null)).toEqual({ count: 2, mine: null });
  });
  it('shows a like or unlike on its way at once', () => {
    expect(optimisticLike({ count: 2, liked: false }, true)).toEqual({ count: 3, liked: true });
    expect(optimisticLike({ count: 3, liked: true }, false)).toEqual({ count: 2, liked: false });
    expect(optimisticLike({ count: 3, liked: true }, true)).toEqual({ count: 3, liked: true });
    expect(optimisticLike({ count: 0, liked: true }, false)).toEqual({ count: 0, liked: false });
    expect(optimisticLike({ count: 1, liked: false }, undefined)).toEqual({ count: 1, liked: false });
  });
});

describe('pages', () => {
  it('merges loaded pages keeping each post once, in order', () => {
    expect(mergePages(pages([post(5), post(4)], [post(4), post(3)])).map((p) => p.id)).toEqual([5, 4, 3]);
    expect(mergePages(undefined)).toEqual([]);
  });
  it('knows the next page', () => {
    expect(nextPageParam({ page: 1, num_pages: 3 })).toBe(2);
    expect(nextPageParam({ page: 3, num_pages: 3 })).toBeUndefined();
    expect(nextPageParam({ page: 1, num_pages: 0 })).toBeUndefined();
  });
  it('replaces one post where it is, or drops it, and leaves other data alone', () => {
    const data = pages([post(5), post(4)], [post(3)]);
    const fresh = post(4, { body: 'edited' });
    const replaced = replacePost(data, 4, fresh)!;
    expect(replaced.pages[0].list[1].body).toBe('edited');
    expect(replaced.pages[1]).toBe(data.pages[1]);
    expect(replacePost(data, 4, null)!.pages[0].list.map((p) => p.id)).toEqual([5]);
    expect(replacePost(data, 42, fresh)).toBe(data);
    expect(replacePost(undefined, 4, fresh)).toBeUndefined();
  });
});

describe('visibleComments', () => {
  const c = (id: number, at: string) => ({ id, post_id: 1, author_id: 5, body: `c${id}`, created_at: at, author: null }) as PostComment;
  const list = [c(3, '2026-01-03'), c(1, '2026-01-01'), c(4, '2026-01-04'), c(2, '2026-01-02')];
  it('shows comments oldest first, folded to the newest few', () => {
    expect(visibleComments(list, true).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(visibleComments(list, false, 3).map((x) => x.id)).toEqual([2, 3, 4]);
    expect(visibleComments(list.slice(0, 2), false, 3).map((x) => x.id)).toEqual([1, 3]);
  });
});
