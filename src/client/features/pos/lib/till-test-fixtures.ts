import type { PosProduct } from '#shared/contracts/sales';
import type { DeviceTerminal } from '#client/features/offline/types';

/** The tests' till products: a standard-rated piece at Rs 100 with no codes, unless told otherwise. */
export const testProduct = (id: number, over: Partial<PosProduct> = {}): PosProduct => ({
  id,
  name: `Product ${id}`,
  sku: null,
  barcode: null,
  category: null,
  price: 100,
  stock: 10,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...over,
});

/** The tests' registered terminal: T1 of business 3, no numbers taken yet, 12 hours offline allowed. */
export const testTerminal = (over: Partial<DeviceTerminal> = {}): DeviceTerminal => ({
  businessId: 3,
  terminalId: 11,
  code: 'T1',
  name: 'Front',
  deviceId: 'dev-1',
  invoicePrefix: 'INV-',
  lastNumber: 0,
  offlineLimitHours: 12,
  ...over,
});
