/** Products and categories, stock, suppliers, purchase orders and goods received notes. */
export const STOCK_MESSAGES = {
  // Catalogue (src/server/features/catalog, shared/contracts/catalog.ts).
  CATEGORY_NOT_FOUND: 'Category not found',
  SKU_TAKEN: 'A product with this SKU already exists',
  BARCODE_TAKEN: 'A product with this barcode already exists',
  CATEGORY_NAME_TAKEN: 'A category with this name already exists',
  SELLING_PRICE_ABOVE_MRP: 'Selling price cannot exceed the MRP',
  SELLING_PRICE_WITH_VAT_ABOVE_MRP: 'With VAT added the customer pays {{price}}, above the MRP',
  TAX_CATEGORY_INVALID: 'Tax category must be standard, zero-rated or exempt',
  RATE_RANGE: 'Rate must be between 0 and 100',
  EXPIRY_DATE_FORMAT: 'Expiry date must be a date (YYYY-MM-DD)',
  // Stock (src/server/features/inventory, shared/contracts/stock*.ts).
  STOCK_REASON_REQUIRED: 'Say why the stock changed',
  STOCK_NOTE_REQUIRED: 'Describe the reason',
  // Suppliers and purchase orders (src/server/features/procurement, shared/contracts/procurement.ts).
  SUPPLIER_NOT_FOUND: 'Supplier not found',
  SUPPLIER_HAS_ORDERS: 'This supplier has purchase orders and cannot be deleted',
  SELECT_SUPPLIER: 'Please select a supplier',
  PURCHASE_ORDER_NOT_FOUND: 'Purchase order not found',
  SELECT_PURCHASE_ORDER: 'Please select a purchase order',
  ADD_AN_ITEM: 'Add at least one item',
  PO_ITEMS_LOCKED: 'Goods have been received against this purchase order; its items cannot be changed',
  PO_HAS_GRNS: 'This purchase order has goods received notes and cannot be deleted',
  PO_NOT_APPROVED: 'Only approved purchase orders can be received',
  // Goods received notes.
  GRN_NOT_FOUND: 'Goods received note not found',
  GRN_PRODUCT_NOT_ON_PO: 'Product is not on this purchase order',
  GRN_MOVED_TO_OTHER_PO: 'A goods received note cannot be moved to another purchase order',
  GRN_REVERSE_BELOW_ZERO: 'Cannot reverse this goods received note: stock of {{name}} would go below zero (some of it has been sold)',
  GRN_NOTHING_RECEIVED: 'Say why nothing was received (for example, the delivery was turned away)',
  INVALID_CONDITION: 'Invalid condition',
  GRN_SUPPLIER_UNREGISTERED: 'This supplier has no VAT number: a goods received note from it carries no input VAT',
  GRN_INPUT_VAT_ABOVE_TOTAL: 'Input VAT cannot be more than the goods received total',
  // Batches and expiry (src/server/features/batches, inventory/stock-batches*.ts; decision 0020).
  EXPIRED_BATCH_APPROVAL_REQUIRED: '{{name}} is from a batch that expired on {{date}}: an admin must approve selling it',
  EXPIRED_BATCH_APPROVAL_REQUIRED_pin: 'An admin must approve selling expired stock',
} as const;
