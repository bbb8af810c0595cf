/** Stock adjustments and stocktakes (issue 23 points 3–4; shared/contracts/adjustments*.ts, stocktakes*.ts). */
export const ADJUSTMENT_MESSAGES = {
  ADJUSTMENT_APPROVAL_REQUIRED: "An admin's PIN is needed to adjust stock",
  ADJUSTMENT_OUT_ONLY: 'This reason takes stock out: enter a quantity below zero',
  ADJUSTMENT_IN_ONLY: 'This reason adds stock: enter a quantity above zero',
  ADJUSTMENT_ZERO: 'Enter a quantity other than zero',
  ADJUSTMENT_WHOLE_UNITS: '{{name}} is counted in whole units',
  ADJUSTMENT_BELOW_ZERO: 'Only {{stock}} of {{name}} in stock: the adjustment would take it below zero',
  ADJUSTMENT_DUPLICATE: 'A product is on two lines',
  ADJUSTMENT_LINES_REQUIRED: 'Add at least one product',
  STOCKTAKE_NOT_FOUND: 'Stocktake not found',
  STOCKTAKE_CLOSED: 'This stocktake is closed: it was posted or cancelled',
  STOCKTAKE_CODE_UNKNOWN: 'No product has the code {{code}}',
  STOCKTAKE_OUT_OF_SCOPE: '{{name}} is not part of this count',
  STOCKTAKE_QUANTITY_NEEDED: 'Type the quantity of {{name}}: it is sold by weight or measure',
  STOCKTAKE_NOTHING_COUNTED: 'Nothing has been counted yet',
  STOCKTAKE_PRODUCT_REQUIRED: 'Scan or choose a product',
  STOCKTAKE_NAME_REQUIRED: 'Give the count a name',
} as const;
