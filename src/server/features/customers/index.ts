export { headerName, openMailSession, parseFrom } from './campaigns.mailer';
export type { MailConfig } from './campaigns.mailer';
export { applyReturnToCustomer, lockCustomerForReturn } from './customer-return.service';
export { applySaleToCustomer, lockCustomerForSale, previewRedemption } from './customer-sale.service';
export { getLoyaltyProgramValues } from './loyalty.service';
