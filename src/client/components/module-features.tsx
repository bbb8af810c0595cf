import { Check } from 'lucide-react';
import type { Module } from '#shared/contracts/modules';
import { Badge } from '#client/components/ui';

/** A module's badge ("Popular", "Required by law", …) when it has one; the tax module's stands out. */
export function ModuleBadge({ module, label }: { module: Pick<Module, 'key'>; label: string | null | undefined }) {
  if (!label) return null;
  return <Badge variant={module.key === 'tax' ? 'warning' : 'secondary'}>{label}</Badge>;
}

/**
 * Ticked lines: what a module does (on the landing page's and the subscription screen's module
 * cards), or the modules the complete package includes.
 */
export function ModuleFeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className="size-4 shrink-0 text-success" aria-hidden /> {f}
        </li>
      ))}
    </ul>
  );
}
