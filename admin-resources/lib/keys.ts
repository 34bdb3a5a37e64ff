/**
 * react-admin's keys for a resource's words: its i18nProvider (admin-resources/i18n-provider.ts) answers them from the
 * catalogue's section `admin.resources` in the current language. A label, title, help text or choice name given as one
 * of these keys is translated where react-admin shows it.
 */
import type { FieldDescription } from './description';

export const nameKey = (resource: string) => `resources.${resource}.name`;
export const fieldKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;
export const helpKey = (resource: string, source: string) => `resources.${resource}.help.${source}`;
export const choiceKey = (resource: string, source: string, id: string | number) => `resources.${resource}.choices.${source}.${id}`;

/** An enum field's choices, named by their keys. */
export function choicesOf(resource: string, f: Pick<FieldDescription, 'source' | 'choices'>): { id: string | number; name: string }[] {
  return (f.choices ?? []).map((c) => ({ id: c.id, name: choiceKey(resource, f.source, c.id) }));
}
