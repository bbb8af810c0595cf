import type { ImportMapping, ImportSummary } from '#shared/contracts/imports';
import { NativeSelect } from '#client/components/ui';
import { useImportWords } from '../lib/import-words';

const NOT_IN_FILE = '';

export interface MappingEditorProps {
  summary: Pick<ImportSummary, 'id' | 'fields' | 'headers' | 'mapping'>;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}

/**
 * For each of the import's fields, the file's column that holds it (or none). The server guessed
 * them from the header; a change here is sent at once and the preview is worked out again.
 */
export function MappingEditor({ summary, disabled, onChange }: MappingEditorProps) {
  const { t, fieldLabel } = useImportWords();
  const pick = (key: string, value: string) => onChange({ ...summary.mapping, [key]: value === NOT_IN_FILE ? null : Number(value) });

  return (
    <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="import-mapping">
      {summary.fields.map((field) => {
        const id = `map-${summary.id}-${field.key}`;
        const column = summary.mapping[field.key];
        return (
          <div key={field.key} className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {fieldLabel(field.key)}
              {field.required && (
                <>
                  <span aria-hidden="true" className="text-destructive">
                    {' *'}
                  </span>
                  <span className="sr-only">{` (${t('mapping.required')})`}</span>
                </>
              )}
            </label>
            <NativeSelect
              id={id}
              value={column === null || column === undefined ? NOT_IN_FILE : String(column)}
              onChange={(e) => pick(field.key, e.target.value)}
              disabled={disabled}
              aria-required={field.required || undefined}
              aria-invalid={field.required && (column === null || column === undefined) ? true : undefined}
            >
              <option value={NOT_IN_FILE}>{t('mapping.notInFile')}</option>
              {summary.headers.map((header, index) => (
                <option key={index} value={String(index)}>
                  {header.trim() === '' ? t('mapping.untitled', { n: index + 1 }) : header}
                </option>
              ))}
            </NativeSelect>
          </div>
        );
      })}
    </div>
  );
}
