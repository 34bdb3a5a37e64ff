import { describe, expect, it } from 'vitest';
import { isSitePage, loginTypeAt, matchesPage, PAGES } from './pages';

describe('the page table', () => {
  it('matches an address to a pattern, a segment for each :param', () => {
    expect(matchesPage('/athlete/program/:programId', '/athlete/program/12')).toBe(true);
    expect(matchesPage('/athlete/program/:programId', '/athlete/program/12/')).toBe(true);
    expect(matchesPage('/athlete/program/:programId', '/athlete/program')).toBe(false);
    expect(matchesPage('/athlete/program/:programId', '/athlete/program/12/reviews')).toBe(false);
    expect(matchesPage('/admin/programs', '/admin/programs/12/show', true)).toBe(true);
    expect(matchesPage('/', '/')).toBe(true);
  });

  it('knows every page, the admin app’s addresses, and nothing else', () => {
    for (const { path } of PAGES) expect(isSitePage(path.replace(/:\w+/g, '7'), []), path).toBe(true);
    expect(isSitePage('/admin/programs/3/show', ['programs'])).toBe(true);
    expect(isSitePage('/admin/exercises/create', ['exercises'])).toBe(true);
    expect(isSitePage('/admin/exercises/create', [])).toBe(false);
    for (const path of ['/nowhere', '/athlete', '/trainer/dashboard/x', '/admin/nope', '/%E0%A4%A']) expect(isSitePage(path, ['programs']), path).toBe(false);
  });

  it('gives each address its login type: the audience of its page (requirements §6)', () => {
    expect(loginTypeAt('/')).toBe('member');
    expect(loginTypeAt('/blog/4')).toBe('member');
    expect(loginTypeAt('/login')).toBe('member');
    expect(loginTypeAt('/login', '?role=trainer')).toBe('trainer');
    expect(loginTypeAt('/trainer/signup')).toBe('trainer');
    expect(loginTypeAt('/trainer/forgot-password')).toBe('trainer');
    expect(loginTypeAt('/trainer/dashboard')).toBe('trainer');
    expect(loginTypeAt('/admin/login')).toBe('admin');
    expect(loginTypeAt('/admin/programs/3/show')).toBe('admin');
    expect(loginTypeAt('/athlete/profile')).toBe('member');
    expect(loginTypeAt('/nowhere')).toBeNull();
  });
});
