import { MAX_PAYMENT_PROOF_BYTES, PAYMENT_PROOF_EXTENSIONS, SUBSCRIPTION_ERRORS } from '#shared/contracts/subscriptions';

export type SlipProblem = 'invalidType' | 'tooLarge' | null;

/** The client's quick check; the server checks the real bytes again. */
export function checkSlip(file: File): SlipProblem {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PAYMENT_PROOF_EXTENSIONS as readonly string[]).includes(ext)) return 'invalidType';
  if (file.size > MAX_PAYMENT_PROOF_BYTES) return 'tooLarge';
  return null;
}

/** Which specified toast a server refusal corresponds to (its message starts with the toast title). */
export function problemOfServerMessage(message: string): keyof typeof SUBSCRIPTION_ERRORS | null {
  for (const [key, title] of Object.entries(SUBSCRIPTION_ERRORS))
    if (message.startsWith(title)) return key as keyof typeof SUBSCRIPTION_ERRORS;
  return null;
}
