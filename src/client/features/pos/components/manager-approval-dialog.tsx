// The till's manager PIN dialog is shared with the returns (components/returns): one dialog, one PIN check.
export { ManagerPinDialog as ManagerApprovalDialog } from '#client/components/returns/manager-pin-dialog';
