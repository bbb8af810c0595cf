import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REMINDER_PATHS,
  type ReminderList,
  type ReminderRunResult,
  type ReminderSettingsInput,
  type ReminderSettingsView,
} from '#shared/contracts/reminders';
import { api } from '#client/lib/api';

const keys = {
  settings: (businessId: number) => ['reminders', businessId, 'settings'] as const,
  day: (businessId: number, date?: string) => ['reminders', businessId, 'day', date ?? 'today'] as const,
};

const settingsQuery = (businessId: number) =>
  queryOptions({ queryKey: keys.settings(businessId), queryFn: () => api.get<ReminderSettingsView>(REMINDER_PATHS.settings(businessId)) });

export const useReminderSettings = (businessId: number) => useQuery(settingsQuery(businessId));

export function useSaveReminderSettings(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) => api.put<ReminderSettingsView>(REMINDER_PATHS.settings(businessId), input),
    onSuccess: (saved) => qc.setQueryData(settingsQuery(businessId).queryKey, saved),
  });
}

/** The day's reminders (today, in the shop's calendar, when no date is given). */
export const useReminders = (businessId: number, enabled = true) =>
  useQuery({ queryKey: keys.day(businessId), queryFn: () => api.get<ReminderList>(REMINDER_PATHS.list(businessId)), enabled });

export function useRunReminders(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReminderRunResult>(REMINDER_PATHS.run(businessId), {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['reminders', businessId, 'day'] }),
  });
}

/** A WhatsApp reminder the owner sent (after opening its wa.me link): marked sent. */
export function useMarkReminderSent(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ReminderList>(REMINDER_PATHS.sent(businessId, id), {}),
    onSuccess: (list) => qc.setQueryData(keys.day(businessId), list),
  });
}
