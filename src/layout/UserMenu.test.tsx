// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayName, initials, UserMenuView } from './UserMenu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const run = async (fn: () => void) => {
  await act(async () => fn());
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(async () => {
  await run(() => root.unmount());
  container.remove();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const menuItem = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent === name);

describe('the user menu', () => {
  it('names the user, or says "Your account" without a name', () => {
    expect(displayName({ firstName: 'Tess', lastName: 'Trainer' })).toBe('Tess Trainer');
    expect(displayName({ firstName: '', lastName: '' })).toBe('Your account');
    expect(initials({ firstName: 'tess', lastName: 'Trainer' })).toBe('TT');
    expect(initials({ firstName: 'Ada', lastName: '' })).toBe('A');
  });

  it('opens on its button and offers Profile and Sign out', async () => {
    const onSignOut = vi.fn();
    await run(() =>
      root.render(
        <MemoryRouter initialEntries={['/trainer/dashboard']}>
          <UserMenuView details={{ firstName: 'Tess', lastName: 'Trainer', photo: null }} profilePath="/trainer/profile" onSignOut={onSignOut} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const button = container.querySelector<HTMLButtonElement>('button')!;
    expect(button.getAttribute('aria-label')).toBe('Account menu: Tess Trainer');
    expect(button.textContent).toContain('Tess Trainer');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menuItem('Profile')).toBeUndefined();

    await run(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The list is its own chunk, loaded on this first open.
    await vi.waitFor(() => expect(menuItem('Profile')).toBeDefined());
    expect(menuItem('Profile')!.getAttribute('href')).toBe('/trainer/profile');
    await run(() => menuItem('Profile')!.click());
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe('/trainer/profile');

    await run(() => button.click());
    await vi.waitFor(() => expect(menuItem('Sign out')).toBeDefined());
    await run(() => menuItem('Sign out')!.click());
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
