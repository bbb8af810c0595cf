import { QrCode, ScanLine } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLankaQr } from '#shared/domain/lankaqr';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Label,
  Skeleton,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { useLankaQr } from '../api/get-lankaqr';
import { useRemoveLankaQr } from '../api/remove-lankaqr';
import { useSaveLankaQr } from '../api/save-lankaqr';
import { useFeatureSlot } from '#client/lib/feature-slots';

const QR_FORMATS = ['qr_code'];

/**
 * Settings → LankaQR: the shop's static payload from its bank, pasted or scanned
 * from its QR standee, read here (checksum, LK, rupees, merchant) and shown to confirm before it is
 * saved. The card saves on its own, apart from the settings form.
 */
export function LankaQrSection() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null;
  return <LankaQrCard businessId={businessId} />;
}

export function LankaQrCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation(['lankaqr', 'errors']);
  const current = useLankaQr(businessId);
  const save = useSaveLankaQr(businessId);
  const remove = useRemoveLankaQr(businessId);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState(false);
  const [scanning, setScanning] = useState(false);
  // The camera scanner is the till's own (BarcodeDetector, ZXing where the browser has none): the
  // shop's QR is read with it rather than with a second scanner, loaded only when pressed.
  const ScannerDialog = useFeatureSlot('ScannerDialog');
  const [removing, setRemoving] = useState(false);
  const parsed = draft.trim() ? parseLankaQr(draft) : null;
  const hasCurrent = !!current.data?.payload;
  const showEditor = editing || (current.isSuccess && !hasCurrent);

  const onScanned = useCallback((code: string) => {
    setScanning(false);
    setDraft(code);
  }, []);

  const onSave = async () => {
    try {
      await save.mutateAsync(draft.trim());
      toast.success(t('section.saved'));
      setDraft('');
      setEditing(false);
    } catch (err) {
      toast.error(t('section.saveFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('section.removed'));
    } catch (err) {
      toast.error(t('section.removeFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <Card data-testid="settings-lankaqr">
      <CardHeader>
        <CardTitle>{t('section.title')}</CardTitle>
        <CardDescription>{t('section.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {current.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : current.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{serverMessageOf(current.error, t('section.loadFailed'))}</AlertTitle>
          </Alert>
        ) : hasCurrent ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="lankaqr-current">
            <QrCode className="size-5 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="text-xs text-muted-foreground">{t('section.current')}</div>
              <div className="font-medium">{current.data?.merchantName}</div>
              <div className="text-sm text-muted-foreground">{current.data?.merchantCity}</div>
            </div>
            {!editing && (
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                {t('section.replace')}
              </Button>
            )}
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => setRemoving(true)}>
              {t('section.remove')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('section.none')}</p>
        )}
        {showEditor && (
          <div className="flex flex-col gap-2">
            <Label htmlFor="lankaqr-payload">{t('section.payloadLabel')}</Label>
            <Textarea
              id="lankaqr-payload"
              value={draft}
              rows={3}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs break-all"
              placeholder={t('section.payloadPlaceholder')}
              aria-invalid={parsed?.ok === false}
              aria-describedby={parsed?.ok === false ? 'lankaqr-payload-error' : undefined}
              onChange={(e) => setDraft(e.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setScanning(true)}>
                <ScanLine />
                {t('section.scan')}
              </Button>
              {editing && (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setEditing(false);
                    setDraft('');
                  }}
                >
                  {t('section.cancel')}
                </Button>
              )}
            </div>
            {parsed?.ok === false && (
              <p id="lankaqr-payload-error" role="alert" className="text-sm text-destructive">
                {t(parsed.code, { ns: 'errors' })}
              </p>
            )}
            {parsed?.ok && (
              <Alert>
                <AlertTitle>{t('section.confirmTitle')}</AlertTitle>
                <AlertDescription>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="text-muted-foreground">{t('section.merchant')}</dt>
                    <dd className="font-semibold" data-testid="lankaqr-merchant">
                      {parsed.merchantName}
                    </dd>
                    <dt className="text-muted-foreground">{t('section.city')}</dt>
                    <dd data-testid="lankaqr-city">{parsed.merchantCity}</dd>
                  </dl>
                  <Button type="button" className="mt-3" disabled={save.isPending} onClick={() => void onSave()}>
                    {t('section.save')}
                  </Button>
                </AlertDescription>
              </Alert>
            )}
          </div>
        )}
      </CardContent>
      {scanning && (
        <Suspense fallback={null}>
          <ScannerDialog
            open={scanning}
            onClose={() => setScanning(false)}
            onCode={onScanned}
            formats={QR_FORMATS}
            title={t('section.scanTitle')}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('section.removeTitle')}
        description={t('section.removeDescription')}
        confirmLabel={t('section.remove')}
        cancelLabel={t('section.cancel')}
        onConfirm={() => void onRemove()}
      />
    </Card>
  );
}
