import { statutDemandeLibelles, type StatutDemande } from '@portail/shared/demandes';

/** A request's status as a chip: its word always, its colour only as a help. */
export function StatutChip({ statut }: { statut: StatutDemande }) {
  return <span className={`chip chip--${statut.replace(/_/g, '-')}`}>{statutDemandeLibelles[statut]}</span>;
}
