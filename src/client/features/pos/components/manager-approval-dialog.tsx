// The till's manager PIN dialog is the shared one (components/manager-approval): one dialog, one PIN check.
export { ManagerPinDialog as ManagerApprovalDialog } from '#client/components/manager-approval/manager-pin-dialog';
