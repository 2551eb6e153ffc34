/** The cancellation rule as the spec states it (spec 000 §2 /faq); the FAQ and the legal page quote it. */
export const cancellationPolicyRule =
  'Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.';
