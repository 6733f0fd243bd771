/* The French words the page frame prints around every document. */

const parisDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A day as members read it, « 24/11/2026 », in French time whatever the server's zone. */
export function formatParisDate(date: Date): string {
  return parisDay.format(date);
}

/** The same day as a file name part, « 2026-11-24 ». */
export function isoParisDate(date: Date): string {
  const parts = Object.fromEntries(parisDay.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const pdfTexts = {
  pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
  issuedOn: (date: Date) => `Édité le ${formatParisDate(date)}`,
  verificationCode: (code: string) => `Code de vérification\u00a0: ${code}`,
  verificationHelp: 'Vérifiez l’authenticité de ce document en scannant le code ou à l’adresse\u00a0:',
  verificationAlt: 'Code QR menant à la page de vérification du document',
};

/** A calendar day stored as « 1980-05-12 » (no time zone involved), printed « 12/05/1980 ». */
export function formatIsoDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`jour attendu au format AAAA-MM-JJ : ${day}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}
