/** Text written into HTML or XML the server makes (mails, drawn pages' heads, the sitemap): its five special characters escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
