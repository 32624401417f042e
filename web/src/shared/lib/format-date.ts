/** en-GB date and time for screens, e.g. '05 March 2025 09:30 am'; text that is not a date is shown as it is. */
export function formatDateTime(value: string | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const date = d.toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: true });
  return `${date} ${time}`;
}
