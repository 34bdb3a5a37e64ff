/** A checkout as stored (table checkout) and as the contract answers it. */

export interface CheckoutRow {
  id: number;
  athlete_id: number;
  program_id: number;
  trainer_id: number;
  kind: 'one_time' | 'subscription';
  amount: number;
  discount_amount: number;
  discount_id: number | null;
  /** 1 while the checkout holds a redemption of its discount (./holds.ts). */
  discount_held: number;
  currency: string;
  provider: string;
  idempotency_key: string;
  payment_ref: string | null;
  subscription_ref: string | null;
  client_secret: string | null;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  message: string | null;
  transaction_id: number | null;
  enrollment_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A checkout as the contract answers it. */
export function checkoutView(c: CheckoutRow) {
  return {
    id: Number(c.id),
    program_id: Number(c.program_id),
    kind: c.kind,
    status: c.status,
    amount: Number(c.amount),
    discount_amount: Number(c.discount_amount),
    currency: c.currency,
    payment_ref: c.payment_ref,
    subscription_ref: c.subscription_ref,
    client_secret: c.status === 'requires_action' ? c.client_secret : null,
    message: c.message,
    transaction_id: c.transaction_id == null ? null : Number(c.transaction_id),
    enrollment_id: c.enrollment_id == null ? null : Number(c.enrollment_id),
    created_at: c.created_at,
  };
}
