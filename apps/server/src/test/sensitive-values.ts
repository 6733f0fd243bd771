import type { Db } from '../db/database.ts';
import { ibanOfBanque, openBanque, openNir, openText, sensitiveColumns } from '../db/sensitive-fields.ts';

/** Every NIR the database holds, opened (decision 048): 13 characters, without its key. */
export async function storedNirs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('personnes')
    .select('nir_chiffre')
    .where('nir_chiffre', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => openNir(row.nir_chiffre)!);
}

/** Every full IBAN and BBAN the database holds, opened, without spaces. */
export async function storedBankAccounts(db: Db): Promise<string[]> {
  const contrats = await db
    .selectFrom('contrats')
    .select(['rib_chiffre', 'cotisation_iban_chiffre'])
    .orderBy('id')
    .execute();
  const mandats = await db.selectFrom('mandats_sepa').select('iban_chiffre').orderBy('id').execute();
  const personnes = await db
    .selectFrom('personnes')
    .select('banque_chiffre')
    .where('banque_chiffre', 'is not', null)
    .orderBy('id')
    .execute();
  const accounts = [
    ...contrats.flatMap((c) => [
      openText(sensitiveColumns.rib, c.rib_chiffre),
      openText(sensitiveColumns.cotisationIban, c.cotisation_iban_chiffre),
    ]),
    ...mandats.map((m) => openText(sensitiveColumns.mandatIban, m.iban_chiffre)),
  ].flatMap((iban) => (iban ? [iban.replace(/\s/g, '')] : []));
  for (const { banque_chiffre } of personnes) {
    const bank = openBanque(banque_chiffre) as Record<string, string | undefined>;
    if (bank.identifiantNationalCompte) accounts.push(bank.identifiantNationalCompte);
    const iban = ibanOfBanque(bank);
    if (iban) accounts.push(iban.replace(/\s/g, ''));
  }
  return accounts;
}
