import { Button, Checkbox, Field, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';

export interface CalendarExportChoice {
  exportType: 'csv' | 'ics';
  type: 'CONFIRMED' | 'NA';
  startDate: string;
  endDate: string;
}

export interface ExportCalendarDialogProps {
  open: boolean;
  onCancel(): void;
  onConfirm(choice: CalendarExportChoice): Promise<unknown>;
}

/** Export Calendar (doc 2 §2): CSV or ICS, 'Only Confirmed Bookings', a date range; Confirm stays disabled until all are set. */
export function ExportCalendarDialog({ open, onCancel, onConfirm }: ExportCalendarDialogProps) {
  const [exportType, setExportType] = useState<'' | 'csv' | 'ics'>('');
  const [confirmedOnly, setConfirmedOnly] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setExportType('');
      setConfirmedOnly(false);
      setStartDate('');
      setEndDate('');
    }
  }, [open]);
  const endBeforeStart = !!startDate && !!endDate && endDate < startDate;
  const complete = !!exportType && !!startDate && !!endDate && !endBeforeStart;
  const confirm = async () => {
    if (!exportType) return;
    setBusy(true);
    try {
      await onConfirm({ exportType, type: confirmedOnly ? 'CONFIRMED' : 'NA', startDate, endDate });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalFrame
      open={open}
      title="Export Calendar"
      onDismiss={onCancel}
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette="blue" disabled={!complete} loading={busy} onClick={() => void confirm()}>
            Confirm
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            File type
            <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root value={exportType} onValueChange={(e) => setExportType(e.value as 'csv' | 'ics')} aria-label="File type">
            <Stack direction="row" gap="5">
              {(['csv', 'ics'] as const).map((f) => (
                <RadioGroup.Item key={f} value={f}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{f.toUpperCase()}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
        <Checkbox.Root checked={confirmedOnly} onCheckedChange={(e) => setConfirmedOnly(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Only Confirmed Bookings</Checkbox.Label>
        </Checkbox.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root required>
            <Field.Label>
              Start date
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" value={startDate} max={endDate || undefined} onChange={(e) => setStartDate(e.target.value)} />
          </Field.Root>
          <Field.Root required invalid={endBeforeStart}>
            <Field.Label>
              End date
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEndDate(e.target.value)} />
            {endBeforeStart && <Field.ErrorText>End date must not be before the start date</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Stack>
    </ModalFrame>
  );
}
