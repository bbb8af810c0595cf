import type { SaleRequest } from '#shared/contracts/sales';
import type { Customer } from '#shared/contracts/customers';
import { fromThousandths } from '#shared/domain/money';
import { effectiveDiscount, type CartLine } from './cart';
import { discountFields, type Discount } from './discounts';
import { paymentsRequest, type PaymentPart } from './payments';

export type DebtorDetails = { name: string; phone: string; email: string; address: string };

/** A manager's approval of a discount above the cashier's limit, as the sale carries it. */
export type Approval = { userId: string; pin: string };

/** What is being sold: the cart, its discount and the loyalty choices, as the till shows them now. */
export type SaleOrder = {
  cart: CartLine[];
  cartDiscount: Discount | null;
  customer: Customer | null;
  redeemPoints: number;
  tierDiscount: boolean;
};

/** How it is paid: the parts (one, or a split; a credit part carries its debtor), a manager's approval. */
export type SalePayment = { parts: PaymentPart[]; approval?: Approval };

/** The checkout request, as POST /sales takes it: items with their discounts, payments, cash tendered. */
export function saleBody(order: SaleOrder, pay: SalePayment): SaleRequest {
  const { customer } = order;
  // The credit part's debtor, or who gave a cheque when no customer is on the sale.
  const debtor = pay.parts.find((p) => p.method === 'credit')?.debtor ?? pay.parts.find((p) => p.debtor)?.debtor;
  const loyalty = customer
    ? {
        customerId: customer.id,
        ...(debtor ? {} : { customerName: customer.name }),
        ...(order.redeemPoints > 0 ? { redeemPoints: order.redeemPoints } : {}),
        ...(order.tierDiscount ? { applyTierDiscount: true } : {}),
      }
    : {};
  return {
    items: order.cart.map((l) => ({
      productId: l.productId,
      quantity: fromThousandths(l.quantity),
      name: l.name,
      price: l.price,
      ...discountFields(effectiveDiscount(l)),
    })),
    ...paymentsRequest(pay.parts),
    ...discountFields(order.cartDiscount),
    ...(debtor
      ? {
          customerName: debtor.name.trim(),
          debtorInfo: { name: debtor.name.trim(), phone: debtor.phone.trim(), email: debtor.email.trim(), address: debtor.address.trim() },
        }
      : {}),
    ...loyalty,
    ...(pay.approval ? { approval: pay.approval } : {}),
  };
}
