import { useTranslation } from 'react-i18next';

interface ModuleLike {
  key: string;
  name: string;
  description?: string;
  features?: string[];
}

const BADGES: Record<string, 'essential' | 'popular' | 'governmentRequired'> = {
  pos: 'essential',
  inventory: 'popular',
  tax: 'governmentRequired',
};

/**
 * A module's name, description, features and badge in the reader's language. The API's module
 * catalogue (the modules table) speaks English; the texts here are keyed by the module's key, and
 * the English catalogue repeats the table's texts, so a module the catalogue does not know yet still
 * shows the API's words.
 */
export function useModuleText() {
  const { t } = useTranslation(['modules', 'common']);
  return {
    name: (m: ModuleLike) => t(`common:modules.${m.key}`, { defaultValue: m.name }),
    names: (modules: ModuleLike[]) => modules.map((m) => t(`common:modules.${m.key}`, { defaultValue: m.name })).join(', '),
    description: (m: ModuleLike) => t(`modules:${m.key}.description`, { defaultValue: m.description ?? '' }),
    features: (m: ModuleLike): string[] => {
      const features = t(`modules:${m.key}.features`, { returnObjects: true, defaultValue: m.features ?? [] });
      return Array.isArray(features) ? (features as string[]) : (m.features ?? []);
    },
    badge: (m: Pick<ModuleLike, 'key'>) => (BADGES[m.key] ? t(`modules:badges.${BADGES[m.key]}`) : null),
  };
}
