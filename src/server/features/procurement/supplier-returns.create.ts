/**
 * Returning goods to a supplier against a GRN: one numbered debit note (DN-000001… per business),
 * written whole in one transaction. Each requested product is taken from the GRN's good lines of
 * that product in line order, up to what each received less what earlier debit notes returned
 * (409 RETURN_EXCEEDS_RECEIVED beyond). Stock leaves through the stock ledger (409 when the shelf
 * holds less); each line takes back its share of the line's total and of the GRN's input VAT
 * (src/shared/domain/supplier-returns.ts), so returning everything reverses exactly the GRN's input
 * VAT. What the shop owes the supplier falls by the debit note's subtotal, as the GRN raised it by
 * its total before VAT (the creditors' balance subtracts debit notes); for a GRN already paid, the
 * supplier then owes the shop.
 */
import type { DebitNote, SupplierReturnInput } from '#shared/contracts/supplier-returns';
import { fromThousandths, toThousandths } from '#shared/domain/money';
import { inputVatByLine, returnedGrnShare } from '#shared/domain/supplier-returns';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import type { Tenant } from '#server/plugins/access';
import { returnToSupplier } from '#server/features/inventory';
import * as repo from './procurement.repo';
import * as returnsRepo from './supplier-returns.repo';
import { readDebitNote } from './supplier-returns.read';

type Actor = Pick<Tenant, 'businessId' | 'userId'>;

export const formatDebitNoteNumber = (n: number) => `DN-${String(n).padStart(6, '0')}`;

type GoodLine = repo.GrnItemRow & { inputVatCents: number; returnedQuantity: number };

/** The GRN's lines received in good condition, each with its share of the input VAT and what is back already. */
async function goodLinesOf(tx: Executor, businessId: number, grn: repo.GrnRow): Promise<GoodLine[]> {
  const items = await repo.listGrnItems(tx, businessId, [grn.id]);
  const good = items.filter((i) => i.condition === 'good' && i.receivedQuantity > 0);
  if (good.length === 0) throw new AppError('GRN_NOTHING_TO_RETURN');
  const vat = inputVatByLine(
    grn.inputVatCents,
    good.map((i) => i.totalCents),
  );
  const returned = await returnsRepo.returnedByGrnItem(tx, businessId, grn.id);
  return good.map((i, n) => ({ ...i, inputVatCents: vat[n], returnedQuantity: returned.get(i.id) ?? 0 }));
}

type Take = { line: GoodLine; quantity: number };

/** The requested quantities spread over the GRN's good lines of each product, in line order. */
function takesOf(lines: GoodLine[], input: SupplierReturnInput): Take[] {
  const wanted = new Map<number, number>();
  for (const l of input.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + toThousandths(l.quantity));
  const takes: Take[] = [];
  for (const [productId, quantity] of wanted) {
    const ofProduct = lines.filter((l) => l.productId === productId);
    const left = ofProduct.reduce((s, l) => s + l.receivedQuantity - l.returnedQuantity, 0);
    if (quantity > left) {
      const index = input.lines.findIndex((l) => l.productId === productId);
      const name = ofProduct[0]?.productName ?? String(productId);
      throw new AppError('RETURN_EXCEEDS_RECEIVED', {
        params: { max: String(fromThousandths(left)), name },
        field: `lines.${index}.quantity`,
      });
    }
    let rest = quantity;
    for (const line of ofProduct) {
      const take = Math.min(rest, line.receivedQuantity - line.returnedQuantity);
      if (take > 0) takes.push({ line, quantity: take });
      rest -= take;
    }
  }
  return takes.sort((a, b) => a.line.position - b.line.position);
}

export async function createSupplierReturn(db: Database, actor: Actor, grnId: number, input: SupplierReturnInput): Promise<DebitNote> {
  return db.transaction(async (tx) => {
    const found = await repo.getGrn(tx, actor.businessId, grnId);
    if (!found) throw new AppError('GRN_NOT_FOUND');
    // The order, then the GRN, locked as a GRN edit locks them: a return and an edit never interleave.
    const order = await repo.getPurchaseOrder(tx, actor.businessId, found.purchaseOrderId, { forUpdate: true });
    if (!order) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    const grn = (await repo.getGrn(tx, actor.businessId, grnId, { forUpdate: true }))!;
    const takes = takesOf(await goodLinesOf(tx, actor.businessId, grn), input);

    const products = await repo.getProductsByIds(tx, actor.businessId, [...new Set(takes.map((t) => t.line.productId))], {
      forUpdate: true,
    });
    const stock = new Map(products.map((p) => [p.id, p.stock]));
    for (const t of takes) {
      const onHand = stock.get(t.line.productId) ?? 0;
      if (onHand < t.quantity) throw new AppError('INSUFFICIENT_STOCK_FOR', { params: { name: t.line.productName } });
      stock.set(t.line.productId, onHand - t.quantity);
    }

    const lines = takes.map((t, position) => {
      const share = returnedGrnShare(t.line, t.quantity);
      return { t, position, ...share };
    });
    const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
    const inputVatCents = lines.reduce((s, l) => s + l.inputVatCents, 0);
    const { timeZone } = await getBusinessSettings(tx, actor.businessId);
    const debitDate = input.date ?? toZonedDateString(new Date(), timeZone);
    // Its input VAT is reversed in the period of its date: never one before the GRN claimed it.
    if (debitDate < grn.receivedDate) throw new AppError('DEBIT_NOTE_BEFORE_GRN', { params: { date: grn.receivedDate }, field: 'date' });
    const number = formatDebitNoteNumber(await repo.nextProcurementNumber(tx, actor.businessId, 'debit_note'));
    const note = await returnsRepo.insertDebitNote(tx, {
      businessId: actor.businessId,
      number,
      grnId: grn.id,
      supplierId: order.supplierId,
      debitDate,
      reason: input.reason,
      subtotalCents,
      inputVatCents,
      totalCents: subtotalCents + inputVatCents,
      createdBy: actor.userId,
    });
    await returnsRepo.insertDebitNoteLines(
      tx,
      lines.map((l) => ({
        businessId: actor.businessId,
        debitNoteId: note.id,
        position: l.position,
        grnItemId: l.t.line.id,
        productId: l.t.line.productId,
        productName: l.t.line.productName,
        quantity: l.t.quantity,
        unitCostCents: l.t.line.unitPriceCents,
        amountCents: l.amountCents,
        inputVatCents: l.inputVatCents,
      })),
    );
    for (const l of lines) {
      const { batchNumber, expiryDate } = l.t.line;
      const batch = batchNumber || expiryDate ? { batchNumber: batchNumber ?? '', expiryDate: expiryDate ?? null } : null;
      const moved = await returnToSupplier(tx, actor, { productId: l.t.line.productId, quantity: l.t.quantity, debitNote: note, batch });
      if (!moved) throw new AppError('INSUFFICIENT_STOCK_FOR', { params: { name: l.t.line.productName } });
    }
    const after = await readDebitNote(tx, actor.businessId, note.id);
    await writeAudit(tx, {
      ...actor,
      action: 'debit_note.create',
      entityType: 'supplier_debit_note',
      entityId: note.id,
      after,
    });
    return after;
  });
}
