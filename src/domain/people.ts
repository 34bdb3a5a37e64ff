/**
 * How a person is named to others. Trainers (and the team) sell and write in public under their full name; an athlete
 * is shown to other people by first name and last initial ("Alex K."), which is enough to tell reviewers apart and
 * not enough to find or follow them. Used by the server for the public views of athletes (a review's, a comment's
 * author) and by the screens.
 */
export interface NamedPerson {
  role: string;
  first_name: string | null;
  last_name: string | null;
}

/** The name other people see: full for trainers and admins, "Alex K." for athletes; a neutral word when there is none. */
export function publicName(person: NamedPerson): string {
  const first = (person.first_name ?? '').trim();
  const last = (person.last_name ?? '').trim();
  if (person.role !== 'athlete') return `${first} ${last}`.trim() || 'Sportlink';
  if (!first) return last ? `${Array.from(last)[0].toUpperCase()}.` : 'Athlete';
  return last ? `${first} ${Array.from(last)[0].toUpperCase()}.` : first;
}
