/** The landing pages' chunk groups (page-groups.mjs): a chunk's name and the files its modules are reached from. */
export declare const PAGE_GROUPS: readonly { name: string; roots: readonly string[] }[];
