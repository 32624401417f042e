import { Alert } from '@chakra-ui/react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { CONFIRMATION_ALERT_WARNING } from '../lib/confirmation-alert.ts';

/** The project page's warning when the project has no confirmation alert (project/get confirmationAlertMissing). */
export function ConfirmationAlertWarning() {
  const label = useLabels();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{CONFIRMATION_ALERT_WARNING.title}</Alert.Title>
        <Alert.Description>{CONFIRMATION_ALERT_WARNING.message(label('CANDIDATES'))}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
