/** The blog's shapes as the API answers them (the contract's schemas). */
import type { components } from '../../../src/generated/api';

export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type BlogPost = components['schemas']['BlogPostDetail'];
export type BlogPostList = components['schemas']['BlogPostListResponse'];
export type BlogCategory = components['schemas']['BlogCategoryItem'];
export type BlogTag = components['schemas']['BlogTagItem'];
export type BlogPostInput = components['schemas']['BlogPostInput'];
export type BlogPostChange = components['schemas']['BlogPostChange'];

/** Every blog query starts with this key: a write invalidates them all. */
export const BLOG_KEY = ['blog'] as const;
