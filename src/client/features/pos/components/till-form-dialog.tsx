import type { ReactNode } from 'react';
import { FormDialog } from '#client/components/ui';

/**
 * A till dialog that is one form: its title and description, the fields, and a footer the form
 * brings; Enter submits (`onSubmit`), closing it (Escape, the ✕, outside) calls `onClose`.
 */
export function TillFormDialog({
  onSubmit,
  ...props
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
    <FormDialog
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
