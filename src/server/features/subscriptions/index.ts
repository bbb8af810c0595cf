export { paymentProofUrl } from './subscriptions.service';
export * as businessModules from './business-modules.service';
