// SQLite (Strapi's default client, better-sqlite3) in a file bench/lib/strapi.ts names: the benchmark's data folder.
const path = require('node:path');

module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: env('DATABASE_FILENAME', path.join(__dirname, '..', '.tmp', 'data.db')) },
    useNullAsDefault: true,
  },
});
