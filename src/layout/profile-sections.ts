/**
 * Sections another area adds to a role's profile page (the athlete's purchases and saved cards), plugged in by the
 * composition root (src/app/routes.ts): the auth area's profile page shows them without importing that area.
 */
import type { ComponentType } from 'react';

type ProfileRole = 'athlete' | 'trainer' | 'admin';
let sections: Partial<Record<ProfileRole, ComponentType>> = {};

export function plugProfileSections(next: Partial<Record<ProfileRole, ComponentType>>): void {
  sections = next;
}

/** The section plugged in for a role's profile page, if any. */
export function profileSectionOf(role: ProfileRole): ComponentType | null {
  return sections[role] ?? null;
}
