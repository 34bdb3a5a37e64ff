// Quiet: warnings and errors only (Strapi's default level, 'http', prints a line per request).
module.exports = { level: 'warn' };
