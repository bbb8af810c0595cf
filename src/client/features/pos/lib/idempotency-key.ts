/** The till's checkout keys are the app's one Idempotency-Key generator (lib/use-idempotency-key.ts). */
export { newIdempotencyKey } from '#client/lib/use-idempotency-key';
