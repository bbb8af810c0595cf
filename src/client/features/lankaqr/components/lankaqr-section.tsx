import { QrCode } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { SavedSettings, SettingsCard } from '#client/components/forms/settings-card';
import { Button, ConfirmDialog, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { useFeatureSlot } from '#client/lib/feature-slots';
import { useLankaQr } from '../api/get-lankaqr';
import { useRemoveLankaQr } from '../api/remove-lankaqr';
import { useSaveLankaQr } from '../api/save-lankaqr';
import { LankaQrEditor } from './lankaqr-editor';

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

/**
 * The saved payload and the one being typed: the editor shows while replacing it, or while there is
 * none; a save or a removal says how it went.
 */
function useLankaQrSettings(businessId: number) {
  const { t } = useTranslation('lankaqr');
  const current = useLankaQr(businessId);
  const save = useSaveLankaQr(businessId);
  const remove = useRemoveLankaQr(businessId);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState(false);

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

  const cancelEditing = () => {
    setEditing(false);
    setDraft('');
  };

  return {
    current,
    draft,
    setDraft,
    editing,
    startEditing: () => setEditing(true),
    cancelEditing,
    showEditor: editing || (current.isSuccess && !current.data?.payload),
    onSave,
    saving: save.isPending,
    onRemove,
    removing: remove.isPending,
  };
}

export function LankaQrCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('lankaqr');
  const qr = useLankaQrSettings(businessId);
  const [scanning, setScanning] = useState(false);
  // The camera scanner is the till's own (BarcodeDetector, ZXing where the browser has none): the
  // shop's QR is read with it rather than with a second scanner, loaded only when pressed.
  const ScannerDialog = useFeatureSlot('ScannerDialog');
  const [removing, setRemoving] = useState(false);
  const { setDraft } = qr;
  const onScanned = useCallback(
    (code: string) => {
      setScanning(false);
      setDraft(code);
    },
    [setDraft],
  );

  return (
    <SettingsCard
      testId="settings-lankaqr"
      title={t('section.title')}
      description={t('section.description')}
      contentClassName="flex flex-col gap-4"
    >
      <SavedSettings query={qr.current} loadFailed={t('section.loadFailed')} skeletonClassName="h-16 w-full">
        {(saved) =>
          saved.payload ? (
            <CurrentLankaQr
              saved={saved}
              onReplace={qr.editing ? undefined : qr.startEditing}
              onRemove={() => setRemoving(true)}
              removing={qr.removing}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('section.none')}</p>
          )
        }
      </SavedSettings>
      {qr.showEditor && (
        <LankaQrEditor
          draft={qr.draft}
          onDraft={setDraft}
          onScan={() => setScanning(true)}
          onCancel={qr.editing ? qr.cancelEditing : undefined}
          onSave={() => void qr.onSave()}
          saving={qr.saving}
        />
      )}
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
        onConfirm={() => void qr.onRemove()}
      />
    </SettingsCard>
  );
}

/** The merchant the saved payload pays, with Replace (unless replacing already) and Remove. */
function CurrentLankaQr({
  saved,
  onReplace,
  onRemove,
  removing,
}: {
  saved: LankaQrSettingsData;
  onReplace: (() => void) | undefined;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation('lankaqr');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="lankaqr-current">
      <QrCode className="size-5 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="text-xs text-muted-foreground">{t('section.current')}</div>
        <div className="font-medium">{saved.merchantName}</div>
        <div className="text-sm text-muted-foreground">{saved.merchantCity}</div>
      </div>
      {onReplace && (
        <Button type="button" variant="outline" onClick={onReplace}>
          {t('section.replace')}
        </Button>
      )}
      <Button type="button" variant="destructive" disabled={removing} onClick={onRemove}>
        {t('section.remove')}
      </Button>
    </div>
  );
}
