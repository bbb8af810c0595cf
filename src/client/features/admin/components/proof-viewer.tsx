import { Download, FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui';

/**
 * View Proof: the bank slip inside the app. The server answers `?inline=1` with the slip's real type
 * under its own locked-down policy; an image shows in an <img>, anything else (a PDF) falls back to
 * an <iframe> with the browser's viewer. Download keeps the plain (attachment) URL.
 */
export function ProofViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('admin');
  const [asFrame, setAsFrame] = useState(false);
  const inline = `${url}?inline=1`;
  return (
    <Dialog onOpenChange={(o) => o && setAsFrame(false)}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0">
          <FileSearch className="size-4" aria-hidden /> {t('actions.viewProof')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl" closeLabel={t('actions.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('proof.title')}</DialogTitle>
          <DialogDescription>{name}</DialogDescription>
        </DialogHeader>
        <div className="flex max-h-[70vh] min-h-64 justify-center overflow-auto rounded-md border bg-muted/40" data-testid="proof-viewer">
          {asFrame ? (
            <iframe src={inline} title={t('proof.title')} className="h-[65vh] w-full" />
          ) : (
            <img src={inline} alt={t('proof.alt', { name })} className="max-w-full object-contain" onError={() => setAsFrame(true)} />
          )}
        </div>
        <DialogFooter>
          <Button asChild variant="outline">
            <a href={url} download>
              <Download className="size-4" aria-hidden /> {t('proof.download')}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
