// The admin panel is neither built nor served (the benchmark uses the REST API only); its server part still
// runs, as it holds the API tokens the measured requests carry.
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
