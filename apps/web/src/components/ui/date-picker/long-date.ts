import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatDayOfMonth } from '@portail/shared/dates';

/** "mercredi 1er juillet 2026": the §9 day display inside a French long date. */
export function formatLongDate(date: Date): string {
  return `${format(date, 'EEEE', { locale: fr })} ${formatDayOfMonth(date.getDate())} ${format(date, 'LLLL yyyy', { locale: fr })}`;
}
