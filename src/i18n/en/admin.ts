/**
 * The admin area's words, one section per screen or feature (`defineText('admin.<feature>', {...})`), each in its own
 * file under admin/ so the admin's chunk carries them; the resources' words (admin/resources.ts) are the generated
 * descriptions' labels, which react-admin reads through src/i18n/admin-provider.ts. French in src/i18n/fr/admin/ with
 * the same shape, gathered by src/i18n/fr/admin.ts.
 */
export {};
