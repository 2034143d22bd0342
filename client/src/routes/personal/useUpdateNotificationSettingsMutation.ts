import { graphql, useMutation } from 'react-relay';
import type { useUpdateNotificationSettingsMutation as M } from './__generated__/useUpdateNotificationSettingsMutation.graphql';

/** Saves the whole settings object (notification and price tabs share it). */
export function useUpdateNotificationSettingsMutation() {
  return useMutation<M>(graphql`
    mutation useUpdateNotificationSettingsMutation($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        id
        ...NotificationTab_user
        ...PriceTab_user
      }
    }
  `);
}
