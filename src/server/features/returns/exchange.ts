/**
 * An exchange (decision 0014 §7): a return and a new sale in ONE transaction, so
 * both documents print together and neither exists without the other. The till expresses the
 * difference as the return's cash refund and the new sale's payments: the drawer nets out.
 */
import type { ExchangeInput, ExchangeResult } from '#shared/contracts/returns';
import type { Tx } from '#server/db/client';
import { recordSale } from '#server/features/sales';
import { returnSale, type ReturnActor } from './return-sale';

export async function exchangeSale(tx: Tx, actor: ReturnActor, saleId: number, input: ExchangeInput, key: string): Promise<ExchangeResult> {
  const returned = await returnSale(tx, actor, saleId, input.return);
  // Not `inRequestTransaction`: that lets a walk-in sale's statement end the transaction, and the
  // exchange still has to record its answer under the key. A savepoint costs two round trips here.
  const { sale } = await recordSale({ db: tx, actor, input: input.sale, idempotencyKey: `${key}:sale` });
  return { return: returned, sale };
}
