import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { inputClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(inputClasses, 'h-auto min-h-20 resize-y', className)} {...props} />;
}
