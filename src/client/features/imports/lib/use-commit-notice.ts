import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '#client/components/ui';
import type { ImportSummary } from '#shared/contracts/imports';
import { refreshImportedLists } from '../api/refresh-lists';
import { formatWhole } from '#client/lib/format';
import { useImportWords } from './import-words';

/**
 * When an import watched on this screen finishes writing: a toast with what it did, and the cached
 * lists it changed are fetched again. An import opened already committed (a reload) says nothing.
 */
export function useCommitNotice(businessId: number, summary: ImportSummary | undefined) {
  const qc = useQueryClient();
  const { t } = useImportWords();
  const seen = useRef<{ id: string; status: string } | null>(null);
  useEffect(() => {
    if (!summary) return;
    const before = seen.current?.id === summary.id ? seen.current.status : null;
    seen.current = { id: summary.id, status: summary.status };
    if (summary.status !== 'committed' || before === null || before === 'committed') return;
    refreshImportedLists(qc, businessId, summary.kind);
    toast.success(
      t('result.summary', {
        created: formatWhole((summary.outcome ?? summary.counts)?.create ?? 0),
        updated: formatWhole((summary.outcome ?? summary.counts)?.update ?? 0),
      }),
    );
  }, [qc, businessId, summary, t]);
}
