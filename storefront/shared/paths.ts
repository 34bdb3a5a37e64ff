/**
 * The addresses of the storefront's open pages that other features link to (a program's page, a trainer's page, a blog
 * post), defined once in the page table's module (src/config/pages.ts), which the server's sitemap reads too.
 */
export { blogPostPath, programPath, trainerPath } from '../../src/config/pages';
