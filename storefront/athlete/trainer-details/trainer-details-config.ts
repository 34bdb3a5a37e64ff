/** The trainer page and the list of trainers to discover: sizes and words, defined once. */
export const TRAINERS = {
  /** Trainers per page of the discover list. */
  pageSize: 12,
} as const;

export const TRAINER_TEXT = {
  discoverTitle: 'Discover trainers',
  discoverBody: 'Coaches who publish programs on Sportlink. Follow them to see their posts in your feed.',
  noTrainers: 'No trainers to show yet.',
  notFound: 'This trainer does not exist or is no longer active.',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  followed: (name: string) => `You follow ${name}: their posts show in your feed`,
  unfollowed: (name: string) => `You no longer follow ${name}`,
  followers: (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`,
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'} of experience`,
  programs: 'Programs',
  noPrograms: 'No published programs yet.',
  posts: 'Posts',
  noPosts: 'No posts yet.',
  about: 'About',
  specialties: 'Specialties',
  certifications: 'Certifications',
  allTrainers: 'All trainers',
} as const;

/** The trainer chosen by `?trainerId=N`, or null (the discover list). */
export function trainerIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('trainerId');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** A comma- or semicolon-separated profile field ("Strength, hypertrophy") as its parts. */
export function listOf(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(/[,;\n]/).map((s) => s.trim()).filter(Boolean))];
}
