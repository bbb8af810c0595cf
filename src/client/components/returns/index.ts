// Returns, voids and credit notes, shared by the till and the sales list. The till loads
// these dialogs lazily (features/pos/components/lazy-dialogs.tsx imports the files directly).
export { ReturnDialog, type ExchangeDraft } from './return-dialog';
export { VoidDialog } from './void-dialog';
export { CreditNoteDialog } from './credit-note-dialog';
