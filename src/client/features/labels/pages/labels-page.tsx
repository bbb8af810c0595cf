import { Printer, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '#client/components/ui';
import { addShopDays, shopToday } from '#client/lib/shop-time';
import { useBusinessId } from '#client/lib/use-business-id';
import { useLabelGrns, useLabelProducts, useLabelRows } from '../api/labels';
import { CopiesTable, LayoutAndLanguage } from '../components/label-options';
import { LabelSheets } from '../components/label-sheets';
import { SourcePicker } from '../components/source-picker';
import { LABEL_LAYOUTS, pageCount, type LabelLayoutId } from '../lib/layouts';
import { expandCopies, paramsFor, sourceFromParams, type LabelLanguage, type SourceKind } from '../lib/label-source';
import { useLabelWords } from '../lib/use-label-language';

const isLabelLanguage = (l: string): l is LabelLanguage => l === 'en' || l === 'si' || l === 'ta';

/** Shelf labels and barcode stickers: choose, set copies, preview, print. */
export default function LabelsPage() {
  const { t, i18n } = useTranslation('labels');
  const businessId = useBusinessId() ?? 0;
  const [params, setParams] = useSearchParams();
  const { kind, source } = sourceFromParams(params);
  const [layoutId, setLayoutId] = useState<LabelLayoutId>('a4-3x8');
  const [language, setLanguage] = useState<LabelLanguage>(isLabelLanguage(i18n.language) ? i18n.language : 'en');
  const [copies, setCopies] = useState<Map<number, number>>(new Map());

  const products = useLabelProducts(businessId);
  const grns = useLabelGrns(businessId, kind === 'grn');
  const rows = useLabelRows(businessId, source);
  const labelRows = useMemo(() => (source ? (rows.data?.labels ?? []) : []), [source, rows.data]);
  const labels = useMemo(() => expandCopies(labelRows, copies), [labelRows, copies]);

  const productIds = source && 'productIds' in source ? source.productIds : [];
  const go = (next: SourceKind, value: Parameters<typeof paramsFor>[1] = {}) => setParams(paramsFor(next, value), { replace: true });
  const onKind = (next: SourceKind) => go(next, next === 'priceChanged' ? { since: addShopDays(shopToday(), -7) } : {}); // a week back on the shop's calendar

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button type="button" onClick={() => window.print()} disabled={labels.length === 0}>
            <Printer aria-hidden="true" />
            {t('print')}
          </Button>
        }
      />
      <Card className="no-print">
        <CardContent className="flex flex-col gap-4 pt-6">
          <SourcePicker
            kind={kind}
            onKindChange={onKind}
            products={products.data?.products ?? []}
            productIds={productIds}
            onProductIds={(ids) => go('products', { productIds: ids })}
            grns={grns.data ?? []}
            grnsFailed={grns.isError}
            grnId={source && 'grnId' in source ? source.grnId : null}
            onGrnId={(id) => go('grn', { grnId: id })}
            since={params.get('since') ?? ''}
            onSince={(since) => go('priceChanged', { since })}
          />
          <LayoutAndLanguage layoutId={layoutId} onLayout={setLayoutId} language={language} onLanguage={setLanguage} />
          {rows.isError && (
            <Alert variant="destructive">
              <AlertDescription>{t('loadFailed')}</AlertDescription>
            </Alert>
          )}
          {labelRows.length > 0 && <CopiesTable rows={labelRows} copies={copies} onCopies={setCopies} perUnit={kind === 'grn'} />}
        </CardContent>
      </Card>
      <LabelsPreview
        labels={labels}
        layoutId={layoutId}
        language={language}
        empty={source && !rows.isFetching ? t('noRows') : t('emptyHint')}
      />
    </div>
  );
}

/** The labels as they will print, page by page, with how many labels and pages; or why there are none. */
function LabelsPreview({
  labels,
  layoutId,
  language,
  empty,
}: {
  labels: ReturnType<typeof expandCopies>;
  layoutId: LabelLayoutId;
  language: LabelLanguage;
  /** Why there are no labels: none chosen yet, or the choice has none. */
  empty: string;
}) {
  const { t } = useTranslation('labels');
  const words = useLabelWords(language);
  const layout = LABEL_LAYOUTS[layoutId];
  return (
    <Card>
      <CardHeader className="no-print">
        <CardTitle>{t('preview')}</CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="labels-summary">
          {t('summary', { labels: labels.length, pages: pageCount(layout, labels.length) })}
        </p>
      </CardHeader>
      <CardContent>
        {labels.length === 0 ? (
          <EmptyState icon={Tags} title={t('empty')} description={empty} />
        ) : (
          <LabelSheets
            layout={layout}
            labels={labels}
            language={language}
            mrpText={words.mrp}
            pageTitle={(n, total) => t('page', { n, total })}
          />
        )}
      </CardContent>
    </Card>
  );
}
