import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amfMessages } from '@portail/shared/identity-messages';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { claire } from '../../test/demo-logins.ts';
import { readPdf, squash } from '../../test/read-pdf.ts';
import { grantSecurityCode, verifiedSecurityCode } from '../../test/security-code.ts';
import { testDbKind } from '../../test/test-database.ts';
import { uploaded } from '../../test/uploads.ts';

const santé = { 'x-numcontrat': '40012345' };
const littoral = { 'x-numcontrat': '70001234' };
const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
const adresse = (extra: Record<string, unknown> = {}) => ({
  adresseEtrangere: false,
  numVoie: '3',
  libelleCourtBtq: 'B',
  libelleCourtNatureVoie: 'RUE',
  libelleVoie: 'de la Paix',
  complementGeographique: 'Résidence Les Tilleuls',
  codePostal: '33000',
  localite: 'Bordeaux',
  dateEffet: today(),
  ...extra,
});
const compte = { titulaire: 'Marie Dupont', iban: 'FR76 3000 3021 5000 0506 1738 293', bic: 'SOGEFRPP' };

describe(`« Mon profil » : identité, adresse, coordonnées bancaires, mandats (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  const db = () => t.database.db;
  const count = async (table: 'demandes' | 'changements' | 'mandats_sepa') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accountId = async (email: string) =>
    (await db().selectFrom('accounts').select('id').where('user_name', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('le profil : chacun le sien, NIR masqué (matrice des rôles)', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/adherent/profil'), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 200,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const marie = responses.souscripteur.json();
    expect(marie.identite).toMatchObject({ civilite: 'Madame', nom: 'Dupont', nomPatronymique: 'Lefèvre' });
    expect(marie.identite.nirMasque).toBe('2 78 05 44 *** *** 19');
    expect(responses.souscripteur.body).not.toContain('2780544109023');
    expect(marie.adresse.lignes).toEqual(['12 rue des Lilas', '44000 NANTES']);
    expect(responses.beneficiaire.json().identite.prenom).toBe('Lucas');
  });

  it('paiements du contrat : au souscripteur seulement, IBAN masqués (matrice des rôles)', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/adherent/paiements', santé), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 403,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const paiements = responses.souscripteur.json();
    expect(paiements.prestations).toMatchObject({ ibanMasque: 'FR76 **** **** 7862', banque: 'BNP Paribas' });
    expect(paiements.cotisations).toMatchObject({ mode: 'prelevement', jourPrelevement: 10, mensualiteCentimes: 6480 });
    expect(paiements.sepa).toEqual({ ics: 'FR72ZZZ123456', creancier: 'Mutuelle Démo' });
    expect(paiements.mandats).toEqual([
      expect.objectContaining({ statut: 'actif', ibanMasque: 'FR76 **** **** 7862' }),
    ]);
    expect(paiements.echeancier.echeances).toHaveLength(12);
    expect(paiements.echeancier.totalCentimes).toBe(12 * 6480);
    expect(responses.souscripteur.body).not.toContain('30004012340001234567862');
  });

  it('communes d’un code postal, depuis la liste livrée avec le serveur', async () => {
    await expectMatrix(actors, (b) => b.get('/api/referentiel/communes?codePostal=44000'), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 200,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const answer = (await actors.souscripteur.get('/api/referentiel/communes?codePostal=33000')).json();
    expect(answer.communes).toEqual([
      { codeCommune: '33063', nomCommune: 'Bordeaux', libelleAcheminement: 'BORDEAUX' },
    ]);
    expect((await actors.souscripteur.get('/api/referentiel/communes?codePostal=99999')).json().communes).toEqual([]);
  });

  it('adresse : refus clairs (commune, code postal inconnu, HTML, 10 000 caractères), rien d’enregistré', async () => {
    const before = await count('demandes');
    const post = (body: Record<string, unknown>) => actors.souscripteur.post('/api/forms/adresse/form', body, santé);
    const mismatch = await post(adresse({ localite: 'Nantes' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.localite).toBe(
      'Cette commune ne correspond pas au code postal 33000. Communes de ce code postal : Bordeaux.',
    );
    const unknown = await post(adresse({ codePostal: '44999', localite: 'Nantes' }));
    expect(unknown.json().errors.codePostal).toBe(
      'Ce code postal n’existe pas dans la liste officielle des codes postaux.',
    );
    const html = await post(adresse({ libelleVoie: '<script>alert(1)</script>' }));
    expect(html.json().errors.libelleVoie).toContain('Caractères non autorisés');
    expect(html.body).not.toContain('<script>');
    const long = await post(adresse({ complementGeographique: 'x'.repeat(10_000) }));
    expect(long.json().errors.complementGeographique).toBe(
      'Le complément (bâtiment, résidence, entrée…) ne doit pas dépasser 38 caractères.',
    );
    const sansCodePostal = await post(adresse({ codePostal: '' }));
    expect(sansCodePostal.json().errors.codePostal).toBe('Le code postal est obligatoire.');
    const afnor = await post(adresse({ libelleVoie: 'du Maréchal de Lattre de Tassigny' }));
    expect(afnor.json().errors.libelleVoie).toContain('38 caractères (norme postale AFNOR)');
    expect(await count('demandes')).toBe(before);
  });

  it('adresse en gestion automatique : appliquée tout de suite, demande traitée, flux des changements', async () => {
    const response = await actors.souscripteur.post('/api/forms/adresse/form', adresse(), santé);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isModeGestionManuel: false,
      message: 'Votre demande a bien été prise en compte.',
    });
    const profil = (await actors.souscripteur.get('/api/adherent/profil')).json();
    expect(profil.adresse.lignes).toEqual(['Résidence Les Tilleuls', '3 B RUE de la Paix', '33000 BORDEAUX']);
    const demande = (await actors.souscripteur.get(`/api/demandes/${response.json().numero}`)).json();
    expect(demande.statut).toBe('traitee');
    const feed = (await actors.gestionnaire.get('/api/admin/exports/changes')).body;
    expect(feed).toContain('adresse.modifiee');
    expect(feed).toContain('33000 BORDEAUX');
  });

  it('« Valider » sans rien changer : aucune demande, aucun changement, et un message qui le dit', async () => {
    // The address of the test above is now Marie's: the same, written otherwise, changes nothing.
    const before = { demandes: await count('demandes'), changements: await count('changements') };
    for (const same of [
      adresse(),
      adresse({ libelleVoie: ' de  la PAIX ', complementGeographique: 'residence les tilleuls' }),
    ]) {
      const response = await actors.souscripteur.post('/api/forms/adresse/form', same, santé);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        code: 'AUCUN_CHANGEMENT',
        message: 'Cette adresse est déjà la vôtre : aucune demande n’a été envoyée.',
      });
    }
    expect(await count('demandes')).toBe(before.demandes);
    expect(await count('changements')).toBe(before.changements);
    const profil = (await actors.souscripteur.get('/api/adherent/profil')).json();
    expect(profil.adresse.lignes).toEqual(['Résidence Les Tilleuls', '3 B RUE de la Paix', '33000 BORDEAUX']);
  });

  it('adresse à l’étranger : pays, code postal libre ; la France refusée comme pays étranger', async () => {
    const belge = adresse({
      adresseEtrangere: true,
      codePays: 'BE',
      codePostal: '1000',
      localite: 'Bruxelles',
      libelleCourtNatureVoie: '',
      libelleCourtBtq: '',
    });
    const response = await actors.beneficiaire.post('/api/forms/adresse/form', belge, santé);
    expect(response.statusCode, response.body).toBe(200);
    const profil = (await actors.beneficiaire.get('/api/adherent/profil')).json();
    expect(profil.adresse.lignes.at(-1)).toBe('BELGIQUE');
    const france = await actors.beneficiaire.post('/api/forms/adresse/form', { ...belge, codePays: 'FR' }, santé);
    expect(france.json().errors.codePays).toBe('Choisissez le pays de l’adresse à l’étranger (autre que la France).');
  });

  it('RIB : clé IBAN fausse, BIC d’un autre pays → messages en français', async () => {
    const post = (body: Record<string, unknown>) =>
      actors.souscripteur.post('/api/forms/ribprestations/form', body, santé);
    const key = await post({ ...compte, iban: 'FR7630003021500005061738294' });
    expect(key.json().errors.iban).toBe("L'IBAN saisi n'est pas valide : vérifiez chacun des caractères.");
    const country = await post({ ...compte, bic: 'DEUTDEFF' });
    expect(country.json().errors.bic).toBe(
      'Le BIC est celui d’une banque du pays DE, alors que l’IBAN est celui d’un compte du pays FR : vérifiez le BIC.',
    );
    // Mutuelle Démo handles it manually: the RIB document is required.
    const noRib = await post(compte);
    expect(noRib.json().errors.pieces).toBe('Merci de joindre le document demandé.');
  });

  it('changement de RIB : refusé sans code, avec un code expiré, déjà servi ou d’un autre compte', async () => {
    const before = { demandes: await count('demandes'), changements: await count('changements') };
    const body = async () => ({ ...compte, pieces: [await uploaded(actors.souscripteur, 'rib.pdf')] });
    const post = async (headers: Record<string, string> = {}) =>
      actors.souscripteur.post('/api/forms/ribprestations/form', await body(), { ...santé, ...headers });
    const refused = (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: 'SECURITY_CODE_REQUIRED', message: amfMessages.codeRequired });
    };
    refused(await post());
    const marieId = await accountId('marie.dupont@example.com');
    refused(await post(await grantSecurityCode(db(), marieId, { code: '111111', verifiedAgoMinutes: 11 })));
    refused(await post(await grantSecurityCode(db(), await accountId('lucas.dupont@example.com'), { code: '222222' })));
    refused(await post(await grantSecurityCode(db(), marieId, { code: '333333', operation: 'LOGIN_AMF' })));
    expect(await count('demandes')).toBe(before.demandes);
    expect(await count('changements')).toBe(before.changements);

    const code = await verifiedSecurityCode(db(), actors.souscripteur, 'marie.dupont@example.com');
    const sent = await post(code);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().isModeGestionManuel).toBe(true);
    refused(await post(code));
    const notice = await db()
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('template', '=', 'Profil:coordonnees-bancaires')
      .executeTakeFirstOrThrow();
    expect(notice.recipient).toBe('marie.dupont@example.com');
    // Mutuelle Démo handles it by hand: the mail says the change waits, not that it is done.
    expect(notice.subject).toBe('Mutuelle Démo : votre demande de changement de coordonnées bancaires');
    expect(notice.body_text).toContain('sera enregistré une fois la demande vérifiée par nos services');
    expect(notice.body_text).not.toContain('ont été modifiées');
    expect(notice.body_text).toContain('FR76 **** **** 8293');
    expect(notice.body_text).toContain('Si ce n’est pas vous');
    expect(notice.body_text).not.toContain('30003021500005061738293');
  });

  describe('Mutuelle du Littoral : coordonnées appliquées tout de suite, mandat SEPA', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = new Browser(t.app, 'littoral.localhost');
      expect((await browser.signIn(claire.userName, claire.password)).statusCode).toBe(200);
    });

    it('nouveau compte de prélèvement : mandat actif, l’ancien remplacé, PDF relu', async () => {
      const before = await count('mandats_sepa');
      const body = {
        modePaiement: 'prelevement',
        jourPrelevement: 15,
        ...compte,
        titulaire: 'Claire Leroy',
        mandatAccepte: true,
      };
      const unsigned = await browser.post(
        '/api/forms/ribcotisations/form',
        { ...body, mandatAccepte: false },
        littoral,
      );
      expect(unsigned.json().errors.mandatAccepte).toBe('Cochez la case pour signer le mandat de prélèvement SEPA.');
      const code = await grantSecurityCode(db(), await accountId(claire.userName), { code: '444444' });
      const sent = await browser.post('/api/forms/ribcotisations/form', body, { ...littoral, ...code });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().isModeGestionManuel).toBe(false);
      expect(await count('mandats_sepa')).toBe(before + 1);
      const paiements = (await browser.get('/api/adherent/paiements', littoral)).json();
      expect(paiements.cotisations).toMatchObject({
        mode: 'prelevement',
        jourPrelevement: 15,
        ibanMasque: 'FR76 **** **** 8293',
      });
      expect(paiements.mandats.map((m: { statut: string }) => m.statut)).toEqual(['actif', 'remplace']);
      const rum: string = paiements.mandats[0].rum;
      expect(rum).toMatch(/^70001234-\d{8}-[0-9A-F]{6}$/);

      // The signed mandate carries the full IBAN: the holder only, behind a fresh security code.
      const print = (b: Browser, headers: Record<string, string>) =>
        b.get(`/api/adherent/mandats/${rum}/print`, headers);
      const withoutCode = await print(browser, littoral);
      expect([withoutCode.statusCode, withoutCode.json()]).toEqual([
        403,
        { code: 'SECURITY_CODE_REQUIRED', message: amfMessages.codeRequired },
      ]);
      const printCode = await grantSecurityCode(db(), await accountId(claire.userName), { code: '555555' });
      const pdf = await print(browser, { ...littoral, ...printCode });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = squash((await readPdf(pdf.rawPayload)).text);
      for (const expected of [
        'Mandat de prélèvement SEPA',
        rum,
        'FR19ZZZ654321',
        // The creditor as configured in the SEPA tab, with its country; the debtor with his.
        'Nom Mutuelle du Littoral Adresse 2 quai de la Fosse, 44000 Nantes Pays France',
        'Adresse 14 quai de la Douane, 29200 BREST Pays France',
        'Claire Leroy',
        'IBAN FR76 3000 3021 5000 0506 1738 293',
        'SOGEFRPP',
        'Lieu de signature : Brest',
      ])
        expect(text).toContain(squash(expected));
      // One code, one download.
      const spent = await print(browser, { ...littoral, ...printCode });
      expect(spent.statusCode).toBe(403);
      // Another member's code does not open it on his contract, and a beneficiary never gets it.
      const marieCode = await grantSecurityCode(db(), await accountId('marie.dupont@example.com'), { code: '666666' });
      const other = await print(actors.souscripteur, { ...santé, ...marieCode });
      expect(other.statusCode).toBe(404);
      expect((await print(actors.beneficiaire, santé)).statusCode).toBe(403);
      expect((await print(actors.autreAdherent, santé)).statusCode).toBe(403);

      const feed = await db()
        .selectFrom('changements')
        .select(['type', 'donnees'])
        .where('demande_numero', '=', sent.json().numero)
        .execute();
      expect(feed.map((c) => c.type).sort()).toEqual(['cotisation.modifiee', 'demande.creee', 'mandat.signe']);
      // Applied at once: the mail says it is done.
      const notice = await db()
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('template', '=', 'Profil:coordonnees-bancaires')
        .where('recipient', '=', claire.userName)
        .executeTakeFirstOrThrow();
      expect(notice.subject).toBe('Mutuelle du Littoral : vos coordonnées bancaires ont été modifiées');
      expect(notice.body_text).toContain('le compte FR76 **** **** 8293 est désormais enregistré');
    });

    it('échéancier de l’année en PDF, relu', async () => {
      const pdf = await browser.get('/api/adherent/paiements/echeancier/print', littoral);
      expect(pdf.statusCode).toBe(200);
      const text = squash((await readPdf(pdf.rawPayload)).text);
      expect(text).toContain(squash(`Échéancier ${new Date().getFullYear()} de vos cotisations`));
      expect(text).toContain(squash(`Janvier ${new Date().getFullYear()}`));
      expect(text).toContain(squash('Total de l’année'));
      // Paid by direct debit: the SEPA pre-notification, with the active mandate's RUM and the ICS.
      const paiements = (await browser.get('/api/adherent/paiements', littoral)).json();
      const actif = paiements.mandats.find((m: { statut: string }) => m.statut === 'actif');
      expect(text).toContain(squash(`Identifiant créancier SEPA (ICS) FR19ZZZ654321`));
      expect(text).toContain(squash(`Référence unique du mandat (RUM) ${actif.rum}`));
      expect(text).toContain(squash('Compte débité FR76 **** **** 8293'));
      expect(text).toContain(squash('Pré-notification des prélèvements SEPA'));
      expect(text).not.toContain('30003021500005061738293');
    });

    it('préférences de communication : appliquées, relues dans le profil', async () => {
      const sent = await browser.post(
        '/api/forms/abonnement/form',
        {
          dematerialisation: false,
          alerteRemboursement: true,
          alerteDocument: false,
          alerteDemande: true,
          alerteNotification: false,
        },
        littoral,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await browser.get('/api/adherent/profil')).json().preferences).toEqual({
        dematerialisation: false,
        alerteRemboursement: true,
        alerteDocument: false,
        alerteDemande: true,
        alerteNotification: false,
      });
      // One new-payment alert: « Mes remboursements » reads what « Mes préférences » set, and back.
      const options = await browser.get('/api/v1/adherent/remboursements/options', littoral);
      expect(options.statusCode, options.body).toBe(200);
      expect(options.json().alerteNouveauPaiement).toBe(true);
      const off = await browser.post('/api/v1/adherent/remboursements/alertes', { nouveauPaiement: false }, littoral);
      expect(off.statusCode, off.body).toBe(200);
      expect((await browser.get('/api/adherent/profil')).json().preferences.alerteRemboursement).toBe(false);
    });
  });

  it('situation familiale et erreur d’identité : des demandes pour le gestionnaire', async () => {
    const naissance = await actors.souscripteur.post(
      '/api/forms/situation-familiale/form',
      { evenement: 'naissance', dateEvenement: today(), commentaire: '', pieces: [] },
      santé,
    );
    expect(naissance.json().errors).toMatchObject({
      enfantPrenom: 'Indiquez le prénom de l’enfant.',
      pieces: 'Merci de joindre le document demandé.',
    });
    const sent = await actors.souscripteur.post(
      '/api/forms/situation-familiale/form',
      {
        evenement: 'mariage',
        dateEvenement: today(),
        commentaire: '',
        pieces: [await uploaded(actors.souscripteur, 'acte.pdf')],
      },
      santé,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().isModeGestionManuel).toBe(true);
    const erreur = await actors.beneficiaire.post(
      '/api/forms/erreur-identite/form',
      { champ: 'nomPatronymique', valeurCorrecte: 'Dupont', commentaire: '' },
      santé,
    );
    expect(erreur.statusCode, erreur.body).toBe(200);
    const detail = (await actors.beneficiaire.get(`/api/demandes/${erreur.json().numero}`)).json();
    expect(detail.objet).toBe('Erreur signalée : nom de naissance');
  });
});
