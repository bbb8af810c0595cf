import { useEffect, useState } from 'react';
import i18n from '#client/lib/i18n';
import type { LabelLanguage } from './label-source';

/**
 * The words printed on a label ("MRP") in the label's language, which may differ from the
 * screen's: that language's `labels` catalogue is loaded first (a small chunk), English until then.
 */
export function useLabelWords(language: LabelLanguage): { mrp: string } {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (i18n.hasResourceBundle(language, 'labels')) return;
    let live = true;
    void i18n.reloadResources([language], ['labels']).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language]);
  return { mrp: String(i18n.getFixedT(language, 'labels')('mrp')) };
}
