import type { MembreDemo, RoleFamille } from './demo-decomptes-soins.ts';

/* The demo family of a contract, read from the member import file (demo-members.jsonl), so the
   reimbursement lines follow the people of the seed. */

interface Personne {
  type: 'personne';
  numPers: string;
  prenom: string;
  dateNaissance: string;
  teletransmission: boolean;
}
interface Contrat {
  type: 'contrat';
  numeroContratIndividuel: string;
  souscripteur: { numPers: string };
  beneficiaires: { numPers: string; lien: 'conjoint' | 'enfant' | 'autre' }[];
}

const roles: Record<'conjoint' | 'enfant' | 'autre', RoleFamille> = {
  conjoint: 'conjoint',
  enfant: 'enfant',
  autre: 'enfant',
};

/** The holder then the beneficiaries of `numeroContrat`, with what the generator needs of each. */
export function familleDuContrat(jsonl: string, numeroContrat: string): MembreDemo[] {
  const records = jsonl
    .split('\n')
    .filter((ligne) => ligne.trim().startsWith('{'))
    .map((ligne) => JSON.parse(ligne) as Personne | Contrat | { type: string });
  const personnes = new Map(
    records.filter((r): r is Personne => r.type === 'personne').map((p) => [p.numPers, p] as const),
  );
  const contrat = records.find(
    (r): r is Contrat => r.type === 'contrat' && (r as Contrat).numeroContratIndividuel === numeroContrat,
  );
  if (!contrat) throw new Error(`Contrat de démonstration absent : ${numeroContrat}`);
  const membre = (numPers: string, role: RoleFamille): MembreDemo => {
    const personne = personnes.get(numPers);
    if (!personne) throw new Error(`Personne de démonstration absente : ${numPers}`);
    const { prenom, dateNaissance, teletransmission } = personne;
    return { numPers, prenom, dateNaissance, role, teletransmission };
  };
  return [
    membre(contrat.souscripteur.numPers, 'souscripteur'),
    ...contrat.beneficiaires.map((b) => membre(b.numPers, roles[b.lien])),
  ];
}
