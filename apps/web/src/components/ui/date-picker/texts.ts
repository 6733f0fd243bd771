/** Texts of the date picker; the rules' messages come from @portail/shared/dates. */
export const datePickerTexts = {
  openCalendar: 'Ouvrir le calendrier',
  calendar: 'Calendrier',
  monthView: 'Choisir un mois',
  dayView: 'Revenir aux jours',
  previousYear: 'Année précédente',
  nextYear: 'Année suivante',
  monthsOf: (year: number) => `Mois de ${year}`,
  chosenDate: (long: string) => `Date choisie : ${long}`,
  formatHint: 'Format : JJ/MM/AAAA',
} as const;
