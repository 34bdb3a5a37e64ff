/** A trainer's public page (/athlete/trainer-details?trainerId=N) and the trainers to discover (without one). */
import { defineText } from '../../../../../src/i18n/text';

export const trainerDetailsText = defineText('athlete.trainerDetails', {
  discoverTitle: 'Discover trainers',
  discoverBody: 'Coaches who publish programs on Sportlink. Follow them to see their posts in your feed.',
  noTrainers: 'No trainers to show yet.',
  trainerPages: 'Pages of trainers',
  notFound: 'This trainer does not exist or is no longer active.',
  allTrainers: 'All trainers',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  /** The Following button's name: what a press does. */
  followingUnfollow: (name: string) => `Following: unfollow ${name}`,
  followed: (name: string) => `You follow ${name}: their posts show in your feed`,
  unfollowed: (name: string) => `You no longer follow ${name}`,
  followers: (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`,
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'} of experience`,
  about: 'About',
  specialties: 'Specialties',
  certifications: 'Certifications',
  programs: 'Programs',
  noPrograms: 'No published programs yet.',
  posts: 'Posts',
  noPosts: 'No posts yet.',
  loadMorePosts: 'Load more',
  levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
});
