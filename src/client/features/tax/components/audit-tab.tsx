import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  NativeSelect,
  SelectOptions,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { AUDIT_VERBS } from '#shared/contracts/tax';
import { formatDateTime } from '#client/lib/format';
import { useAudit, type AuditFilters } from '../api/get-audit';

/** An action code's last part ('product.update.stock' → stock): what the Audit tab names it by. */
const verbOf = (action: string) => action.slice(action.lastIndexOf('.') + 1);

/** The audit trail, filtered by what happened, to what and when, a page at a time. */
export function AuditTab({ businessId }: { businessId: number }) {
  const { t } = useTranslation('tax');
  const [f, setF] = useState<AuditFilters>({ page: 1, pageSize: 20, verb: '', entityType: '', from: '', to: '' });
  const audit = useAudit(businessId, f);
  const set = (patch: Partial<AuditFilters>) => setF((old) => ({ ...old, page: 1, ...patch }));
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / f.pageSize));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('audit.title')}</CardTitle>
        <CardDescription>{t('audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <AuditFilterFields filters={f} set={set} />
        {audit.data && audit.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('audit.empty')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('audit.timestamp')}</TableHead>
                <TableHead>{t('audit.action')}</TableHead>
                <TableHead>{t('audit.entityType')}</TableHead>
                <TableHead>{t('audit.entityId')}</TableHead>
                <TableHead>{t('audit.user')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.data?.items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{formatDateTime(a.timestamp)}</TableCell>
                  <TableCell title={a.action}>{t(`audit.verbs.${verbOf(a.action)}`, { defaultValue: a.action })}</TableCell>
                  <TableCell title={a.entityType}>{t(`audit.entities.${a.entityType}`, { defaultValue: a.entityType })}</TableCell>
                  <TableCell>{a.entityId}</TableCell>
                  <TableCell title={a.userId ?? undefined}>{a.userName ?? a.userId}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <AuditPager page={f.page} pages={pages} total={audit.data?.total ?? 0} onPage={(page) => setF((o) => ({ ...o, page }))} />
      </CardContent>
    </Card>
  );
}

/** What to list: an action, an entity type, and the dates between. */
function AuditFilterFields({ filters, set }: { filters: AuditFilters; set: (patch: Partial<AuditFilters>) => void }) {
  const { t } = useTranslation('tax');
  // The kinds of record the trail names: the catalogue's audit.entities.
  const entityTypes = Object.keys(t('audit.entities', { returnObjects: true }) as Record<string, string>);
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <div className="grid gap-1">
        <Label htmlFor="audit-action">{t('audit.action')}</Label>
        <NativeSelect id="audit-action" value={filters.verb} onChange={(e) => set({ verb: e.target.value })}>
          <option value="">{t('audit.allEntities')}</option>
          <SelectOptions options={AUDIT_VERBS} label={(v) => t(`audit.verbs.${v}`)} />
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-entity">{t('audit.entityType')}</Label>
        <NativeSelect id="audit-entity" value={filters.entityType} onChange={(e) => set({ entityType: e.target.value })}>
          <option value="">{t('audit.allEntities')}</option>
          <SelectOptions options={entityTypes} label={(e) => t(`audit.entities.${e}`)} />
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-from">{t('audit.from')}</Label>
        <Input id="audit-from" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">{t('audit.to')}</Label>
        <Input id="audit-to" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
    </div>
  );
}

/** Which page of how many, with Previous and Next. */
function AuditPager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('tax');
  return (
    <div className="flex items-center justify-between text-sm">
      <span>{t('audit.page', { page, pages, total })}</span>
      <div className="space-x-2">
        <Button type="button" size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('audit.previous')}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('audit.next')}
        </Button>
      </div>
    </div>
  );
}
