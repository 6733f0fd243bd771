/*
 * The bank's name from its BIC, when known: the 4-letter bank code of the main French banks. No
 * maintained package ships a BIC directory; an unknown code simply shows no name.
 */
const banques: Record<string, string> = {
  AGRI: 'Crédit Agricole',
  AXAB: 'AXA Banque',
  BDFE: 'Banque de France',
  BNPA: 'BNP Paribas',
  BOUS: 'Boursorama',
  CCBP: 'Banque Populaire',
  CCOP: 'Crédit Coopératif',
  CEPA: 'Caisse d’Épargne',
  CMBR: 'Crédit Mutuel de Bretagne',
  CMCI: 'CIC',
  CMUT: 'Crédit Mutuel',
  CRLY: 'LCL',
  FTNO: 'Fortuneo',
  HSBC: 'HSBC',
  NORD: 'Crédit du Nord',
  PSST: 'La Banque Postale',
  SOGE: 'Société Générale',
  CCFR: 'CCF',
  TRPU: 'Trésor public',
  REVO: 'Revolut',
  NTSB: 'N26',
  QNTO: 'Qonto',
};

export function nomBanque(bic: string | null | undefined): string | null {
  if (!bic || bic.length < 4) return null;
  return banques[bic.slice(0, 4).toUpperCase()] ?? null;
}
