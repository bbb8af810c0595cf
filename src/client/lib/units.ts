import { useTranslation } from 'react-i18next';

/**
 * A product's unit as the reader says it (kg, කි.ග්‍රෑ., கி.கி.; 3 pieces, කෑලි 3): the API keeps the
 * unit's key (`pieces`, `kg`), the screen names it through `common:units`, plural by the quantity.
 */
export function useUnitLabel() {
  const { t } = useTranslation('common');
  return (unit: string, quantity = 2) => t(`common:units.${unit}`, { count: quantity, defaultValue: unit });
}
