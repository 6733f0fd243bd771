import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LigneRemboursement,
  type PaiementDetail,
  type PrestationsAnnee,
  type RemboursementDetail,
  type RemboursementListResponse,
  remboursementMessages,
} from '@portail/shared/remboursements';
import { importDecomptes } from '../../commands/import/import-decomptes.ts';
import { readPdf, squash } from '../../test/read-pdf.ts';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

const contrat = { 'x-numcontrat': '40012345' };
const base = '/api/v1/adherent/remboursements';

describe(`« Mes remboursements » (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query = '', who: keyof Actors = 'souscripteur') => {
    const response = await actors[who].get(`${base}${query}`, contrat);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RemboursementListResponse;
  };

  /** Every line of the filter, page after page. */
  async function all(query = '', who: keyof Actors = 'souscripteur', limite = 100) {
    const lignes: LigneRemboursement[] = [];
    let cursor: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const page: RemboursementListResponse = await list(
        `${query}${sep}limite=${limite}${cursor ? `&apres=${cursor}` : ''}`,
        who,
      );
      lignes.push(...page.lignes);
      cursor = page.suivant;
    } while (cursor);
    return lignes;
  }

  it('chaque route suit la matrice des rôles (souscripteur et bénéficiaire oui, autres non)', async () => {
    const marieLine = (await list()).lignes[0]!;
    const paye = (await all()).find((l) => l.paiement)!;
    const member = {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    };
    for (const url of [
      base,
      `${base}/options`,
      `${base}/export`,
      `${base}/print?du=2026-01-01&au=2026-12-31`,
      '/api/v2/adherent/prestations?annee=2026',
    ])
      await expectMatrix(actors, (b) => b.get(url, contrat), member);
    await expectMatrix(actors, (b) => b.post(`${base}/vus`, {}, contrat), member);
    await expectMatrix(actors, (b) => b.post(`${base}/alertes`, { nouveauPaiement: false }, contrat), member);
    // A line or a payment of the holder: not the beneficiary's unless it is his.
    const foreign = marieLine.beneficiaire.numPers === 'P100003' ? 200 : 404;
    await expectMatrix(actors, (b) => b.get(`${base}/${marieLine.id}`, contrat), { ...member, beneficiaire: foreign });
    const lucasPaid = paye.beneficiaire.numPers === 'P100003';
    const response = await actors.beneficiaire.get(`${base}/paiements/${paye.paiement!.reference}`, contrat);
    expect(response.statusCode).toBe(lucasPaid ? 200 : 404);
  });

  it('les plus récents d’abord, regroupés par paiement ; les totaux portent sur tout le filtre', async () => {
    const page = await list('?limite=10');
    expect(page.lignes).toHaveLength(10);
    expect(page.suivant).not.toBeNull();
    const lignes = await all();
    const sortKey = (l: LigneRemboursement) => l.paiement?.date ?? l.dateSoins;
    const keys = lignes.map(sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
    // Lines of one payment are next to each other.
    const refs = lignes.map((l) => l.paiement?.reference).filter(Boolean);
    const seen = new Set<string>();
    refs.forEach((ref, i) => {
      if (ref !== refs[i - 1]) expect(seen.has(ref!), ref).toBe(false);
      seen.add(ref!);
    });
    const sum = (k: 'fraisReels' | 'montantSecu' | 'montantMutuelle' | 'resteAVotreCharge') =>
      lignes.reduce((s, l) => s + l[k], 0);
    expect(page.totaux).toEqual({
      nombre: lignes.length,
      fraisReels: sum('fraisReels'),
      montantSecu: sum('montantSecu'),
      participations: lignes.reduce((s, l) => s + l.participationForfaitaire + l.franchise, 0),
      montantMutuelle: sum('montantMutuelle'),
      resteAVotreCharge: lignes.reduce((s, l) => s + l.participationForfaitaire + l.franchise + l.resteACharge, 0),
    });
    expect(page.totaux!.fraisReels).toBe(
      page.totaux!.montantSecu +
        page.totaux!.participations +
        page.totaux!.montantMutuelle +
        lignes.reduce((s, l) => s + l.resteACharge, 0),
    );
    for (const l of lignes) expect(l.fraisReels).toBe(l.montantSecu + l.montantMutuelle + l.resteAVotreCharge);
  });

  it('filtre par bénéficiaire, période, domaine, statut et recherche (accents ignorés)', async () => {
    const lignes = await all();
    const thomas = await all('?beneficiaire=P100002');
    expect(thomas.length).toBeGreaterThan(0);
    expect(thomas).toEqual(lignes.filter((l) => l.beneficiaire.numPers === 'P100002'));
    const year = lignes[0]!.dateSoins.slice(0, 4);
    const ofYear = await all(`?du=${year}-01-01&au=${year}-12-31`);
    expect(ofYear).toEqual(lignes.filter((l) => l.dateSoins.startsWith(year)));
    expect(await all('?domaine=optique')).toEqual(lignes.filter((l) => l.domaine === 'optique'));
    const rejetes = await all('?statut=rejete');
    expect(rejetes.length).toBeGreaterThan(0);
    expect(rejetes.every((l) => l.statut === 'rejete' && l.motifRejet)).toBe(true);
    const found = await all('?recherche=GENERALISTE');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.acteLibelle.includes('généraliste'))).toBe(true);
    // « _ » and « % » are searched as such (« remboursés à 65 % » holds one), not as wildcards.
    expect((await list('?recherche=_')).lignes).toEqual([]);
    expect((await all('?recherche=65%20%25')).every((l) => l.acteLibelle.includes('65 %'))).toBe(true);
    const totals = (await list('?beneficiaire=P100002')).totaux!;
    expect(totals.nombre).toBe(thomas.length);
    const bad = await actors.souscripteur.get(`${base}?du=2026-05-01&au=2026-01-01`, contrat);
    expect(bad.json()).toMatchObject({ message: remboursementMessages.periode });
  });

  it('portée Benef : un bénéficiaire ne voit que ses lignes ; nommer un autre, forger un id ou un curseur ne fuit rien', async () => {
    const lucas = await all('', 'beneficiaire');
    expect(lucas.length).toBeGreaterThan(0);
    expect(lucas.every((l) => l.beneficiaire.numPers === 'P100003')).toBe(true);
    expect(lucas).toEqual((await all()).filter((l) => l.beneficiaire.numPers === 'P100003'));
    const other = await actors.beneficiaire.get(`${base}?beneficiaire=P100001`, contrat);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: remboursementMessages.beneficiaire });
    const marieLine = (await all('?beneficiaire=P100001'))[0]!;
    for (const url of [`${base}/${marieLine.id}`, `${base}/999999999`, `${base}/paiements/VIR-INCONNU`])
      expect((await actors.beneficiaire.get(url, contrat)).statusCode).toBe(404);
    expect((await actors.souscripteur.get(`${base}/abc`, contrat)).statusCode).toBe(400);
    expect((await actors.souscripteur.get(`${base}?apres=Zm9yZ2Vk`, contrat)).json()).toMatchObject({
      code: 'CURSEUR',
    });
    // Another member's contract in the header: 403 before anything is read.
    expect((await actors.souscripteur.get(base, { 'x-numcontrat': '40023456' })).statusCode).toBe(403);
    expect((await actors.souscripteur.get(base)).statusCode).toBe(400);
    const options = (await actors.beneficiaire.get(`${base}/options`, contrat)).json();
    expect(options.beneficiaires.map((b: { numPers: string }) => b.numPers)).toEqual(['P100003']);
  });

  it('le détail montre le calcul et « Pourquoi ce reste à charge ? », et marque la ligne vue', async () => {
    const lignes = await all();
    const withRest = lignes.find(
      (l) => l.statut === 'paye' && l.resteAVotreCharge > 0 && l.participationForfaitaire > 0,
    )!;
    await t.database.db.updateTable('decomptes').set({ vu_at: null }).where('id', '=', Number(withRest.id)).execute();
    expect((await all()).find((l) => l.id === withRest.id)!.nouveau).toBe(true);
    const detail = (await actors.souscripteur.get(`${base}/${withRest.id}`, contrat)).json() as RemboursementDetail;
    expect((await all()).find((l) => l.id === withRest.id)!.nouveau).toBe(false);
    expect(detail.ligne.fraisReels).toBe(
      detail.ligne.montantSecu + detail.ligne.montantMutuelle + detail.ligne.resteAVotreCharge,
    );
    expect(detail.explications.reduce((s, e) => s + e.montant, 0)).toBe(detail.ligne.resteAVotreCharge);
    expect(detail.explications[0]!.texte).toMatch(/^Participation forfaitaire de/);
    expect(detail.paiement!.reference).toBe(withRest.paiement!.reference);
    expect(detail.paiement!.compte).toBe('FR76 **** **** 7862');
    const rejected = lignes.find((l) => l.statut === 'rejete')!;
    const why = (await actors.souscripteur.get(`${base}/${rejected.id}`, contrat)).json() as RemboursementDetail;
    expect(why.explications.at(-1)!.texte).toContain(rejected.motifRejet!);
  });

  it('un paiement regroupe ses lignes ; son montant est leur total', async () => {
    const paye = (await all()).find((l) => l.paiement)!;
    const detail = (
      await actors.souscripteur.get(`${base}/paiements/${paye.paiement!.reference}`, contrat)
    ).json() as PaiementDetail;
    expect(detail.partiel).toBe(false);
    expect(detail.lignes.map((l) => l.id)).toContain(paye.id);
    expect(detail.paiement.montant).toBe(detail.lignes.reduce((s, l) => s + l.montantMutuelle, 0));
  });

  it('l’export CSV rouvert : BOM, « ; », en-têtes français, mêmes lignes et mêmes totaux que la liste', async () => {
    const response = await actors.souscripteur.get(`${base}/export?beneficiaire=P100001`, contrat);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="remboursements-40012345-.*\.csv"/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(';'));
    const [headers, ...data] = rows;
    expect(headers!.slice(0, 3)).toEqual(['Date des soins', 'Bénéficiaire', 'Acte']);
    const column = (name: string) => headers!.indexOf(name);
    const euros = (name: string) =>
      Math.round(data.reduce((s, r) => s + Number(r[column(name)]!.replace(',', '.')), 0) * 100);
    const { totaux } = await list('?beneficiaire=P100001');
    expect(data).toHaveLength(totaux!.nombre);
    expect(euros('Frais réels (€)')).toBe(totaux!.fraisReels);
    expect(euros('Remboursement mutuelle (€)')).toBe(totaux!.montantMutuelle);
    expect(euros('Reste à votre charge (€)')).toBe(totaux!.resteAVotreCharge);
    expect(data.every((r) => r[column('Bénéficiaire')] === 'Marie Dupont')).toBe(true);
  });

  it('les relevés PDF relus : titre de l’édition, lignes de la période, totaux', async () => {
    const lignes = await all();
    const year = lignes[0]!.dateSoins.slice(0, 4);
    const payees = lignes.filter((l) => l.statut === 'paye' && l.dateSoins.startsWith(year));
    for (const [edition, titre, kept] of [
      ['ReleveRemboursement', 'Relevé de remboursements', payees],
      [
        'RelevePrestationSanteTiers',
        'Relevé de prestations santé en tiers payant',
        payees.filter((l) => l.destinataire === 'professionnel'),
      ],
    ] as const) {
      const response = await actors.souscripteur.get(
        `${base}/print?edition=${edition}&du=${year}-01-01&au=${year}-12-31`,
        contrat,
      );
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.info.Title).toBe(titre);
      expect(squash(pdf.pages[0]!)).toContain(`Nombre d’actes ${kept.length}`);
      // The civilité as the certificate writes it, never the record's code.
      expect(pdf.pages[0]).toContain('Mme Marie DUPONT');
      expect(pdf.text).not.toContain('MME');
    }
    const prevoyance = await actors.souscripteur.get(
      `${base}/print?edition=RelevePrestationPrevoyance&du=${year}-01-01&au=${year}-12-31`,
      contrat,
    );
    expect(prevoyance.json()).toMatchObject({ message: remboursementMessages.editionCategorie });
    const lucas = await readPdf(
      (await actors.beneficiaire.get(`${base}/print?du=${year}-01-01&au=${year}-12-31`, contrat)).rawPayload,
    );
    expect(lucas.text).not.toContain('Marie ');
  });

  it('la vue annuelle donne par mois et par domaine les mêmes sommes que la liste', async () => {
    const year = (await list()).lignes[0]!.dateSoins.slice(0, 4);
    const view = (
      await actors.souscripteur.get(`/api/v2/adherent/prestations?annee=${year}`, contrat)
    ).json() as PrestationsAnnee;
    expect(view.mois).toHaveLength(12);
    const { totaux } = await list(`?du=${year}-01-01&au=${year}-12-31`);
    expect(view.totaux.fraisReels).toBe(totaux!.fraisReels);
    expect(view.domaines.reduce((s, d) => s + d.montantMutuelle, 0)).toBe(totaux!.montantMutuelle);
    expect(view.mois.reduce((s, m) => s + m.resteAVotreCharge, 0)).toBe(totaux!.resteAVotreCharge);
  });

  it('pagine sans sauter ni répéter une ligne pendant qu’un import en ajoute', async () => {
    const before = (await all()).map((l) => l.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page: RemboursementListResponse = await list(`?limite=7${cursor ? `&apres=${cursor}` : ''}`);
      seen.push(...page.lignes.map((l) => l.id));
      cursor = page.suivant;
      round += 1;
      const result = await importDecomptes(t.database.db, [
        JSON.stringify({
          type: 'decompte',
          cle: `nouvelle-${round}`,
          numeroContratIndividuel: '40012345',
          numPers: 'P100001',
          dateSoins: new Date().toISOString().slice(0, 10),
          acte: { code: 'CONSULT_GENERALISTE', libelle: 'Consultation de médecin généraliste' },
          domaine: 'soins-courants',
          professionnel: 'Dr Claire Morel',
          fraisReels: 3000,
          baseRemboursement: 3000,
          tauxSecu: 70,
          montantSecu: 1900,
          participationForfaitaire: 200,
          montantMutuelle: 900,
          resteACharge: 0,
          origine: 'noemie',
          destinataire: 'adherent',
          statut: 'enCours',
        }),
      ]);
      expect(result.ok).toBe(true);
    } while (cursor);
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('« nouveau » et l’alerte e-mail : qui l’a demandée reçoit un e-mail au prochain paiement importé', async () => {
    const ok = await actors.souscripteur.post(`${base}/alertes`, { nouveauPaiement: true }, contrat);
    expect(ok.json()).toEqual({ nouveauPaiement: true, message: remboursementMessages.alerteOn });
    expect((await actors.souscripteur.get(`${base}/options`, contrat)).json().alerteNouveauPaiement).toBe(true);
    const result = await importDecomptes(t.database.db, [
      JSON.stringify({
        type: 'paiement',
        reference: 'VIR-ALERTE',
        numeroContratIndividuel: '40012345',
        datePaiement: new Date().toISOString().slice(0, 10),
        destinataire: 'adherent',
        montant: 900,
      }),
      JSON.stringify({
        type: 'decompte',
        cle: 'alerte-1',
        numeroContratIndividuel: '40012345',
        numPers: 'P100002',
        dateSoins: new Date().toISOString().slice(0, 10),
        acte: { code: 'CONSULT_GENERALISTE', libelle: 'Consultation de médecin généraliste' },
        domaine: 'soins-courants',
        professionnel: 'Dr Claire Morel',
        fraisReels: 3000,
        baseRemboursement: 3000,
        tauxSecu: 70,
        montantSecu: 1900,
        participationForfaitaire: 200,
        montantMutuelle: 900,
        resteACharge: 0,
        origine: 'papier',
        destinataire: 'adherent',
        statut: 'paye',
        paiement: 'VIR-ALERTE',
      }),
    ]);
    expect(result.ok && result.summary.alertes).toBe(1);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('template', '=', 'nouveau-paiement')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('marie.dupont@example.com');
    expect(mail.body_text).toContain('un nouveau remboursement sur votre contrat 40012345');
    expect(mail.body_text).not.toMatch(/Consultation|9,00/);
    const { nouveaux } = (await actors.souscripteur.get(`${base}/options`, contrat)).json();
    expect(nouveaux).toBeGreaterThan(0);
    await actors.souscripteur.post(`${base}/vus`, {}, contrat);
    expect((await actors.souscripteur.get(`${base}/options`, contrat)).json().nouveaux).toBe(0);
  });
});
