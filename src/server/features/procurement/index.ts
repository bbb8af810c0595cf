export { grnInputVatBetween } from './grn-input-vat';
export { debitNoteInputVatBetween } from './supplier-returns.repo';
