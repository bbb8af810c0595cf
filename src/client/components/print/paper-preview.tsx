import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import type { Paper } from './printable';

/**
 * A document's preview in a dialog: on white paper at the paper's own width (an 80 mm roll or A4),
 * whatever the theme, in a grey frame that scrolls when the document is longer than the dialog.
 */
export function PaperPreview({
  paper,
  testId,
  frameClassName = 'max-h-[60vh] overflow-auto',
  children,
}: {
  paper: Paper;
  /** The paper's data-testid. */
  testId: string;
  /** How the frame scrolls (default: up to 60% of the screen's height, then both ways). */
  frameClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(frameClassName, 'rounded-md bg-muted p-3')}>
      <div
        data-testid={testId}
        className={cn(
          'mx-auto bg-white text-black shadow-sm',
          paper === 'roll-80mm' ? 'w-[80mm] max-w-full px-[4mm] py-[3mm] text-[8.5pt]' : 'w-[186mm] min-w-[150mm] p-[8mm] text-[9pt]',
        )}
      >
        {children}
      </div>
    </div>
  );
}
