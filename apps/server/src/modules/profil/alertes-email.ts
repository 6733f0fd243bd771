import { type RawBuilder, sql } from 'kysely';

/** The alerts kept in accounts.alertes_email (the new-payment alert has its own row, decision 026). */
export type AlerteEmail = 'alerteDocument' | 'alerteDemande' | 'alerteNotification';

/** One rule, in SQL: an alert the member never set is on (service messages about his own file). */
export function alerteEmailActive(accountsAlias: string | null, code: AlerteEmail): RawBuilder<boolean> {
  const column = sql.ref(accountsAlias ? `${accountsAlias}.alertes_email` : 'alertes_email');
  return sql<boolean>`coalesce((${column} ->> ${code})::boolean, true)`;
}

/** The same rule on the stored value read back. */
export function alerteEmailOn(alertes: Record<string, boolean> | undefined, code: AlerteEmail): boolean {
  return alertes?.[code] !== false;
}
