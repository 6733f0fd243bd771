const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 12/11/2026 from an ISO date or timestamp. */
export function frDate(iso: string): string {
  return dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso));
}

/** 12/11/2026 à 14:05 */
export function frDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso)).replace(' ', ' à ');
}
