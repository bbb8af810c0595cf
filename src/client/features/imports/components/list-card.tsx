import { ChevronDown, Download, FileDown, Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { FILE_FORMATS, type FileFormat, type ImportKind } from '#shared/contracts/imports';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui';
import { FILE_ACCEPT } from '../lib/check-file';
import { useImportWords } from '../lib/import-words';

export interface ListCardProps {
  kind: ImportKind;
  /** An upload is under way (of any list): one file at a time. */
  busy: boolean;
  onFile: (kind: ImportKind, file: File) => void;
  onTemplate: (kind: ImportKind, format: FileFormat) => void;
  onExport: (kind: ImportKind, format: FileFormat) => void;
}

/** One list (products, customers, debtors or suppliers): import a file, get its template, export it. */
export function ListCard({ kind, busy, onFile, onTemplate, onExport }: ListCardProps) {
  const { t } = useImportWords();
  const input = useRef<HTMLInputElement>(null);
  const titleId = `import-${kind}-title`;

  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again (after fixing it) is a new choice
    if (file) onFile(kind, file);
  };

  return (
    <Card role="region" aria-labelledby={titleId} data-testid={`import-card-${kind}`} className="flex flex-col">
      <CardHeader className="flex-1">
        <CardTitle id={titleId}>{t(`kinds.${kind}.title`)}</CardTitle>
        <CardDescription>{t(`kinds.${kind}.description`)}</CardDescription>
      </CardHeader>
      <div className="flex flex-wrap gap-2 px-6 pb-6">
        <input
          ref={input}
          type="file"
          accept={FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t(`kinds.${kind}.fileLabel`)}
          disabled={busy}
          onChange={chosen}
        />
        <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
          <Upload aria-hidden="true" />
          {t('actions.import')}
        </Button>
        <FormatMenu label={t('actions.template')} icon={<FileDown aria-hidden="true" />} onPick={(format) => onTemplate(kind, format)} />
        <FormatMenu label={t('actions.export')} icon={<Download aria-hidden="true" />} onPick={(format) => onExport(kind, format)} />
      </div>
    </Card>
  );
}

function FormatMenu({ label, icon, onPick }: { label: string; icon: ReactNode; onPick: (format: FileFormat) => void }) {
  const { t } = useImportWords();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          {icon}
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {FILE_FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => onPick(format)}>
            {t(`formats.${format}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
