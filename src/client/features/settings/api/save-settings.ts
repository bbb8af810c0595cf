import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS, type BusinessSettings, type BusinessSettingsInput } from '../../../../shared/contracts/settings';
import { api } from '../../../lib/api';
import { settingsKey } from './get-settings';

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessSettingsInput) => api.post<BusinessSettings>(SETTINGS_PATHS.settings, input),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKey, saved);
      return qc.invalidateQueries({ queryKey: ['pos'] });
    },
  });
}
