import { maskIban } from '@portail/shared/bank-masking';
import { etatContratLabels, type EtatContrat } from '@portail/shared/contrat-rules';
import { libellesLien } from '@portail/shared/contrat/contrat-detail';
import { verifierContratResponsable } from '@portail/shared/garanties/contrat-responsable';
import type { Offre } from '@portail/shared/garanties/offre-schema';
import { maskNir } from '@portail/shared/nir-masking';
import type { AttestationAdhesionData } from '../../pdf/documents/attestation-adhesion.ts';
import type { CarteTiersPayantData } from '../../pdf/documents/carte-tiers-payant.ts';
import type { DocumentClient } from '../../pdf/documents/document-client.ts';
import { civiliteAbregee } from '@portail/shared/profil/civilites';
import type { SituationContractuelleData } from '../../pdf/documents/situation-contractuelle.ts';
import { isoParisDate } from '../../pdf/pdf-texts.ts';
import type { EditionsConfig } from '../clients/client-schemas.ts';
import { domainesDeLaCarte } from './carte-domaines.ts';
import type { ContratComplet, PersonneDuContrat } from './contrat-detail-repository.ts';

/* Plain data for the three documents, from the contract as it stands now (decision 024). */

const civiliteDe = (p: Pick<PersonneDuContrat, 'codeCivilite'>) => civiliteAbregee(p.codeCivilite);
const lienDe = (p: PersonneDuContrat) => libellesLien[p.lien as keyof typeof libellesLien] ?? p.lien;

/** « Marie D. »: what a third party reads back when checking a code. */
export function titulaireAbrege(p: Pick<PersonneDuContrat, 'prenom' | 'nom'>): string {
  return `${p.prenom} ${p.nom.slice(0, 1).toLocaleUpperCase('fr-FR')}.`;
}

/** The card and the certificate vouch for the current calendar year (Paris), within the contract's dates. */
export function periodeCouverte(contrat: Pick<ContratComplet, 'dateEffet' | 'dateResiliation'>, issuedAt: Date) {
  const year = isoParisDate(issuedAt).slice(0, 4);
  const debut = [`${year}-01-01`, contrat.dateEffet ?? ''].sort().at(-1)!;
  const fin = [`${year}-12-31`, contrat.dateResiliation ?? '9999-12-31'].sort()[0]!;
  return { debut, fin };
}

interface Commun {
  client: DocumentClient;
  issuedAt: Date;
  verification: { code: string; url: string };
  contrat: ContratComplet;
  /** The people the requester may see: the family for the holder, himself for a beneficiary. */
  visibles: PersonneDuContrat[];
}

function holderOf(contrat: ContratComplet): PersonneDuContrat {
  return contrat.personnes.find((p) => p.id === contrat.souscripteurId)!;
}

export function carteData(
  c: Commun & { offre: Offre; carte: EditionsConfig['carteTP'] },
): Omit<CarteTiersPayantData, 'verification'> & { verification: Commun['verification'] } {
  const { debut, fin } = periodeCouverte(c.contrat, c.issuedAt);
  return {
    client: c.client,
    issuedAt: c.issuedAt,
    verification: c.verification,
    carte: {
      numeroAmc: c.carte.numeroAmc,
      typeConvention: c.carte.typeConvention,
      critereRoutage: c.carte.critereRoutage,
      numeroAdherent: holderOf(c.contrat).numPers,
      debut,
      fin,
      // The offer with the member's reinforcements, checked against the contrat-responsable rules.
      responsable: verifierContratResponsable(c.offre).length === 0,
    },
    beneficiaires: c.visibles.map((p) => ({ prenom: p.prenom, nom: p.nom, dateNaissance: p.dateNaissance })),
    domaines: domainesDeLaCarte(c.offre),
    telephoneProfessionnels: c.carte.telephoneProfessionnels,
  };
}

export function attestationData(c: Commun & { requester: PersonneDuContrat }): AttestationAdhesionData {
  const { fin } = periodeCouverte(c.contrat, c.issuedAt);
  const person = c.requester;
  return {
    client: c.client,
    issuedAt: c.issuedAt,
    verification: c.verification,
    adherent: {
      civilite: civiliteDe(person) ?? '',
      prenom: person.prenom,
      nom: person.nom,
      dateNaissance: person.dateNaissance,
      numeroAdherent: person.numPers,
      ...(maskNir(person.nir, person.nirCle) ? { nirMasque: maskNir(person.nir, person.nirCle)! } : {}),
    },
    contrat: {
      numero: c.contrat.numero,
      offre: c.contrat.nomOffre,
      dateEffet: c.contrat.dateEffet ?? isoParisDate(c.issuedAt),
      valableJusquau: fin,
      responsable: true,
    },
    beneficiaires: c.visibles.map((p) => ({
      prenom: p.prenom,
      nom: p.nom,
      lien: lienDe(p),
      dateNaissance: p.dateNaissance,
      dateEffet: c.contrat.dateEffet ?? isoParisDate(c.issuedAt),
    })),
  };
}

export function situationData(c: Commun & { renforts: string[]; isSouscripteur: boolean }): SituationContractuelleData {
  const holder = holderOf(c.contrat);
  const { contrat } = c;
  const paiement = contrat.rib
    ? `Virement sur le compte ${maskIban(contrat.rib)}`
    : contrat.codeModePaiement === 'CHQ'
      ? 'Chèque'
      : 'Coordonnées bancaires à fournir';
  return {
    client: c.client,
    issuedAt: c.issuedAt,
    verification: c.verification,
    souscripteur: {
      ...(civiliteDe(holder) ? { civilite: civiliteDe(holder)! } : {}),
      prenom: holder.prenom,
      nom: holder.nom,
      numeroAdherent: holder.numPers,
    },
    contrat: {
      numero: contrat.numero,
      offre: contrat.nomOffre,
      categorie: contrat.categorie,
      etat: etatContratLabels[contrat.etat as EtatContrat] ?? contrat.etat,
      dateEffet: contrat.dateEffet,
      dateResiliation: contrat.dateResiliation,
      renforts: c.renforts,
      paiement,
      precontentieux: contrat.isPrecontentieux,
    },
    assures: c.visibles.map((p) => ({
      prenom: p.prenom,
      nom: p.nom,
      lien: lienDe(p),
      dateNaissance: p.dateNaissance,
      teletransmission: p.teletransmission,
    })),
    partielle: !c.isSouscripteur,
  };
}
