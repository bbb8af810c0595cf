// The managers and the PIN check are shared with returns and voids (components/returns/api/managers.ts).
export { useManagers, useVerifyApproval } from '#client/components/returns/api/managers';
