import type { PaymentMethod, SaleRequest } from '../../../../shared/contracts/sales';
import type { Customer } from '../../../../shared/contracts/customers';
import { fromThousandths } from '../../../../shared/domain/money';
import type { CartLine } from './cart';

export type DebtorDetails = { name: string; phone: string; email: string; address: string };

/** The checkout request for the cart, the payment, the credit customer and the loyalty choices. */
export function saleBody(
  cart: CartLine[],
  paymentMethod: PaymentMethod,
  opts: { debtor?: DebtorDetails; customer: Customer | null; redeemPoints: number; tierDiscount: boolean },
): SaleRequest {
  const { debtor, customer } = opts;
  const loyalty = customer
    ? {
        customerId: customer.id,
        ...(debtor ? {} : { customerName: customer.name }),
        ...(opts.redeemPoints > 0 ? { redeemPoints: opts.redeemPoints } : {}),
        ...(opts.tierDiscount ? { applyTierDiscount: true } : {}),
      }
    : {};
  return {
    items: cart.map((l) => ({ productId: l.productId, quantity: fromThousandths(l.quantity), name: l.name, price: l.price })),
    paymentMethod,
    ...(debtor
      ? {
          customerName: debtor.name.trim(),
          debtorInfo: { name: debtor.name.trim(), phone: debtor.phone.trim(), email: debtor.email.trim(), address: debtor.address.trim() },
        }
      : {}),
    ...loyalty,
  };
}
