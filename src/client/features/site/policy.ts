/** The cancellation rule (README 'How booking behaves'), in one sentence the FAQ and the legal page quote. */
export const cancellationPolicyRule =
  'Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.';
