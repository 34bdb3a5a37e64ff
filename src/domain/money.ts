/** Money is integer minor units with a currency code (requirements §A2). */

/** Minor units as the decimal amount machines read (schema.org's price: "39.00"). */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}
