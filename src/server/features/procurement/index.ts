export { grnInputVatBetween } from './grn-input-vat';
