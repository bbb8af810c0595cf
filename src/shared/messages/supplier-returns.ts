/** Goods returned to a supplier as debit notes (src/server/features/procurement/supplier-returns.*). */
export const SUPPLIER_RETURN_MESSAGES = {
  DEBIT_NOTE_NOT_FOUND: 'Debit note not found',
  RETURN_EXCEEDS_RECEIVED: 'At most {{max}} of {{name}} can be returned: the rest was not received in good condition or is back already',
  GRN_NOTHING_TO_RETURN: 'Nothing was received in good condition on this goods received note: there is nothing to return',
  GRN_HAS_DEBIT_NOTES: 'Goods on this goods received note were returned to the supplier: it can no longer be edited or deleted',
  DEBIT_NOTE_BEFORE_GRN: 'A debit note cannot be dated before the goods were received ({{date}})',
} as const;
