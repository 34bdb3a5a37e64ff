import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../config/blog';
import { coverProblem, plainText, postSummary, slugify, termNames } from './blog';

describe('blog rules', () => {
  it('turns a name into an address-safe slug', () => {
    expect(slugify('Mobility & Recovery!')).toBe('mobility-recovery');
    expect(slugify('  Crème brûlée for Athletes ')).toBe('creme-brulee-for-athletes');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(30) + ' b', 31)).toBe('a'.repeat(30));
  });

  it('reads Markdown as one line of plain text', () => {
    expect(plainText('## Title\n\nSome **bold** and *italic*, a [link](https://x.test) and `code`.\n\n- one\n- two')).toBe(
      'Title Some bold and italic, a link and code. one two',
    );
  });

  it('summarises with the excerpt, or the body’s start cut at a word', () => {
    expect(postSummary('  Short excerpt. ', 'Body')).toBe('Short excerpt.');
    expect(postSummary(null, 'A short body.')).toBe('A short body.');
    const long = postSummary(null, 'word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('takes a cover from this site’s uploads or an http(s) address only', () => {
    expect(coverProblem(null)).toBeNull();
    expect(coverProblem('/uploads/2026/11/a.jpg')).toBeNull();
    expect(coverProblem('https://cdn.example.test/a.png')).toBeNull();
    expect(coverProblem('javascript:alert(1)')).toBe(BLOG_MESSAGES.coverInvalid);
    expect(coverProblem('/uploads/../secret')).toBe(BLOG_MESSAGES.coverInvalid);
    expect(coverProblem('data:image/png;base64,AAAA')).toBe(BLOG_MESSAGES.coverInvalid);
    for (const cover of ['/\\evil.test/a.png', '//evil.test/a.png', '/uploads\\..\\x', '/admin/dashboard', ' https://cdn.example.test/a.png']) {
      expect(coverProblem(cover), cover).toBe(BLOG_MESSAGES.coverInvalid);
    }
  });

  it('tidies tag names, drops duplicates and refuses names without a letter or digit', () => {
    expect(termNames([' Hip  openers ', 'hip openers', 'HIP-OPENERS', 'Strength'], 'tag')).toEqual({
      names: [
        { name: 'Hip openers', slug: 'hip-openers' },
        { name: 'Strength', slug: 'strength' },
      ],
    });
    expect(termNames(['ok', '%%'], 'tag')).toEqual({ problem: BLOG_MESSAGES.termNameInvalid('tag') });
    expect(termNames(['x'.repeat(41)], 'tag')).toEqual({ problem: BLOG_MESSAGES.termNameTooLong('tag', 40) });
    expect(termNames(['a', 'b', 'c', 'd', 'e', 'f'], 'category')).toEqual({ problem: BLOG_MESSAGES.tooManyCategories });
  });
});
