/**
 * Refunds over several payments (issue 20), pure. A deposit booking is paid by two charges
 * (the deposit, then the balance); a refund is one row of the ledger, given back through the
 * charges that took the money, newest first, each never beyond what it took less what earlier
 * refunds took from it. An order paid by one charge gives every refund back through it.
 */

export type PaidCharge = { attemptId: string; amountMinor: number };
export type RefundPart = { attemptId: string; amountMinor: number };

/**
 * Splits each refund of the ledger (oldest first) over the charges (oldest first), filling the
 * newest charge first. Returns the parts of each refund, in the ledger's order; a refund beyond
 * what is left keeps its excess on the oldest charge (the provider then refuses it, visibly).
 */
export function allocateRefunds(
  charges: readonly PaidCharge[],
  refunds: readonly { amountMinor: number }[],
): RefundPart[][] {
  const left = charges.map((c) => c.amountMinor);
  return refunds.map((refund) => {
    let due = refund.amountMinor;
    const parts: RefundPart[] = [];
    for (let i = charges.length - 1; i >= 0 && due > 0; i -= 1) {
      const take = Math.min(due, left[i]!);
      if (take <= 0) continue;
      left[i]! -= take;
      due -= take;
      parts.push({ attemptId: charges[i]!.attemptId, amountMinor: take });
    }
    if (due > 0 && charges.length > 0) {
      const oldest = parts.find((p) => p.attemptId === charges[0]!.attemptId);
      if (oldest) oldest.amountMinor += due;
      else parts.push({ attemptId: charges[0]!.attemptId, amountMinor: due });
    }
    return parts;
  });
}
