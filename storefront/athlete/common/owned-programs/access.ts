/**
 * When an enrollment gives access, as the server decides it (server/payments/access.ts): status `active` and no end
 * date, or one still ahead (a subscription cancelled at the period's end keeps access until then).
 */
export function hasAccess(e: { status: string; ends_at?: string | null }, now = Date.now()): boolean {
  return e.status === 'active' && (e.ends_at == null || Date.parse(e.ends_at) > now);
}
