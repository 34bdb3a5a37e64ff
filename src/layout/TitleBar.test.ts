import { describe, expect, it } from 'vitest';
import { backTarget } from './TitleBar';

describe('the title bar back button', () => {
  it('goes back in history after a navigation inside the app', () => {
    expect(backTarget({ key: 'x8f2k1', pathname: '/admin/profile/view' })).toBe(-1);
  });

  it('goes up to the section root on the page the app was opened on', () => {
    expect(backTarget({ key: 'default', pathname: '/admin/profile/view' })).toBe('/admin/profile');
    expect(backTarget({ key: 'default', pathname: '/trainer/discount/3' })).toBe('/trainer/discount');
  });
});
