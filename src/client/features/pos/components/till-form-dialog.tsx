import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui';

/**
 * A till dialog that is one form: its title and description, the fields, and a footer the form
 * brings; Enter submits (`onSubmit`), closing it (Escape, the ✕, outside) calls `onClose`.
 */
export function TillFormDialog({
  open,
  onClose,
  closeLabel,
  title,
  description,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  title: ReactNode;
  description: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
