import { offreAvecRenforts } from '@portail/shared/garanties/arbre-offre';
import { familleDuContrat } from './demo-decomptes-famille.ts';
import { genererDecomptesDemo, type LigneDecompteDemo } from './demo-decomptes.ts';
import { demoOffreParNom } from './demo-offres.ts';

/** Marie Dupont's health contract in the seed: Santé Essentielle, with the Médecines douces + reinforcement. */
const contratDemoDupont = {
  numeroContrat: '40012345',
  nomOffre: 'Santé Essentielle',
  renforts: ['MEDECINES_DOUCES_PLUS'],
} as const;

/** Two years of lines for Marie's family, ending on `jusquAu`; `membresJsonl` is demo-members.jsonl. */
export function decomptesDemoDupont(membresJsonl: string, jusquAu: string): LigneDecompteDemo[] {
  const offre = demoOffreParNom(contratDemoDupont.nomOffre);
  if (!offre) throw new Error(`Offre de démonstration absente : ${contratDemoDupont.nomOffre}`);
  return genererDecomptesDemo({
    jusquAu,
    numeroContrat: contratDemoDupont.numeroContrat,
    offre: offreAvecRenforts(offre, contratDemoDupont.renforts),
    famille: familleDuContrat(membresJsonl, contratDemoDupont.numeroContrat),
  });
}
