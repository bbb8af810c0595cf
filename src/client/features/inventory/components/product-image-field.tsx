import { ImageOff } from 'lucide-react';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_TYPES } from '#shared/contracts/product-images';
import { Button, FormField, Input, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useRemoveProductImage, useSetProductImage } from '../api/product-image';
import { shrinkImage } from '../lib/shrink-image';

/** What the dialog's Save applies after the product itself is saved (a new product has no id before). */
export interface ProductImageFieldHandle {
  save(productId: number): Promise<void>;
}

type Choice = { kind: 'keep' } | { kind: 'file'; file: File; preview: string } | { kind: 'remove' };

/**
 * The image chosen in the dialog (kept, a new file with its preview, or removed), checked as it is
 * picked; the handle's save sends it once the product is saved.
 */
function useImageChoice(businessId: number, imageUrl: string | null, ref: Ref<ProductImageFieldHandle> | undefined) {
  const { t } = useTranslation('images');
  const setImage = useSetProductImage(businessId);
  const removeImage = useRemoveProductImage(businessId);
  const [choice, setChoice] = useState<Choice>({ kind: 'keep' });
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file input when its choice is dropped.
  const [inputKey, setInputKey] = useState(0);

  // The chosen file's preview lives as long as the choice.
  useEffect(() => (choice.kind === 'file' ? () => URL.revokeObjectURL(choice.preview) : undefined), [choice]);

  useImperativeHandle(ref, () => ({
    async save(productId: number) {
      try {
        if (choice.kind === 'file') await setImage.mutateAsync({ productId, file: choice.file });
        else if (choice.kind === 'remove' && imageUrl) await removeImage.mutateAsync(productId);
      } catch (err) {
        toast.error(t('saveFailed'), { description: serverMessageOf(err, '') || undefined });
      }
    },
  }));

  const onPick = async (picked: File | undefined) => {
    if (!picked) return;
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(picked.type)) return setError(t('errors:PRODUCT_IMAGE_TYPE'));
    // A phone's photo over 2 MB is made smaller here rather than refused.
    const file = await shrinkImage(picked);
    if (!file) return setError(t('errors:PRODUCT_IMAGE_TOO_LARGE'));
    setError(null);
    setChoice({ kind: 'file', file, preview: URL.createObjectURL(file) });
  };

  const drop = () => {
    setChoice(imageUrl ? { kind: 'remove' } : { kind: 'keep' });
    setInputKey((k) => k + 1);
  };
  return { choice, setChoice, error, inputKey, onPick, drop };
}

/**
 * The product dialog's image: choose, replace or remove, with a preview. Nothing is sent until the
 * dialog is saved, so Cancel leaves the image as it was. The type is checked here only to answer at
 * once, and a photo over 2 MB is shrunk first; the server checks the content.
 */
export function ProductImageField({
  businessId,
  name,
  imageUrl,
  ref,
}: {
  businessId: number;
  name: string;
  imageUrl: string | null;
  ref?: Ref<ProductImageFieldHandle>;
}) {
  const { t } = useTranslation('images');
  const { choice, setChoice, error, inputKey, onPick, drop } = useImageChoice(businessId, imageUrl, ref);
  const shown = choice.kind === 'file' ? choice.preview : choice.kind === 'keep' ? imageUrl : null;
  const status = choice.kind === 'file' ? t('chosen') : choice.kind === 'remove' ? t('removed') : null;

  return (
    <div className="flex flex-wrap items-start gap-4 sm:col-span-2">
      <ImagePreview src={shown} alt={choice.kind === 'file' ? t('previewNew') : t('preview', { name })} />
      <FormField label={t('label')} htmlFor="product-image" error={error ?? undefined} hint={t('hint')} className="min-w-0 flex-1">
        <Input key={inputKey} type="file" accept={PRODUCT_IMAGE_ACCEPT} onChange={(e) => void onPick(e.currentTarget.files?.[0])} />
      </FormField>
      <div className="flex flex-col items-start gap-1 pt-6">
        {(choice.kind === 'file' || (imageUrl && choice.kind === 'keep')) && (
          <Button type="button" variant="outline" size="sm" onClick={drop}>
            {t('remove')}
          </Button>
        )}
        {choice.kind === 'remove' && (
          <Button type="button" variant="outline" size="sm" onClick={() => setChoice({ kind: 'keep' })}>
            {t('undoRemove')}
          </Button>
        )}
        {status && (
          <p role="status" className="text-xs text-muted-foreground">
            {status}
          </p>
        )}
      </div>
    </div>
  );
}

/** The image shown (the chosen file, or the product's own), or a placeholder when there is none. */
function ImagePreview({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation('images');
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
      {src ? (
        <img src={src} alt={alt} className="size-full object-contain" data-testid="product-image-preview" />
      ) : (
        <>
          <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="sr-only">{t('none')}</span>
        </>
      )}
    </div>
  );
}
