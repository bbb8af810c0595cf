// The managers and the PIN check are shared with returns, voids and stock write-offs (components/manager-approval).
export { useManagers, useVerifyApproval } from '#client/components/manager-approval/managers';
