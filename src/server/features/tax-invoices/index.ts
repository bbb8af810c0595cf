export { nextSerial as nextTaxInvoiceNumber } from './tax-invoices.repo';
