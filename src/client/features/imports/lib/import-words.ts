import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { IMPORT_MESSAGES } from '#shared/contracts/imports';
import { createMatcher } from '#shared/messages/match';
import { ApiError } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';

const fileMessages = createMatcher(IMPORT_MESSAGES);

/** 'openingStock' → 'Opening stock': a field the catalogue does not name yet still reads as words. */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The field a server's message names by its English header ("Map a column to Opening stock"): the
 * English catalogue's field names are the templates' headers, so the reverse lookup finds its key.
 */
function fieldKeyOf(text: string): string {
  const fields = (i18n.getResourceBundle('en', 'imports') as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  return Object.keys(fields).find((key) => fields[key] === text) ?? text;
}

/** The reader's words for the import's texts: field names, file-level and row messages. */
export function useImportWords() {
  const { t } = useTranslation('imports');
  const fieldLabel = (key: string) => t(`fields.${key}`, { defaultValue: humanize(key) });

  /** A file-level message of the imports contract (or any registered one) in the reader's language. */
  const messageText = (english: string) => {
    const ref = fileMessages.match(english);
    if (!ref) return textOfMessage(english);
    const column = ref.params?.column;
    return t(`fileErrors.${ref.code}`, { column: column ? fieldLabel(fieldKeyOf(column)) : '', defaultValue: english });
  };

  /** Why a request failed: the server's words, else what its status means, else the connection. */
  const errorText = (err: unknown) => {
    if (!(err instanceof ApiError) || err.status === 0) return t('upload.noAnswer');
    // A refusal of the contract's own (or a field's, e.g. the mapping's) before the status's meaning.
    const own = [err.serverMessage, ...Object.values(err.serverFieldErrors ?? {}).flat()].find((m) => m && fileMessages.match(m));
    if (own) return messageText(own);
    if (err.status === 413) return t('fileErrors.tooLarge');
    if (err.status === 415) return t('fileErrors.fileType');
    return err.serverMessage ? err.localMessage : t('upload.failed');
  };

  return { t, fieldLabel, messageText, errorText };
}
