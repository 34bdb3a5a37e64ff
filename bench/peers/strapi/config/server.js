// Strapi's HTTP server. bench/lib/strapi.ts passes every value (PORT 0: a free port, read back by server.js).
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // No start-up banner, no update check (it would reach for the network).
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
