import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@portail/shared/file-types';
import { contactMessages } from '@portail/shared/forms/contact';
import { formFieldMessages } from '@portail/shared/forms/form-fields';
import { pecMessages } from '@portail/shared/forms/pec-hospi';
import { demandeMessages } from '@portail/shared/demandes';
import { type Actors, expectMatrix, signInActors } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { claire } from '../../test/demo-logins.ts';
import { testDbKind } from '../../test/test-database.ts';
import { uploaded } from '../../test/uploads.ts';
import { verifiedSecurityCode } from '../../test/security-code.ts';
import { engineMessages } from './form-engine.ts';

const santé = { 'x-numcontrat': '40012345' };
const prévoyance = { 'x-numcontrat': '40009871' };
const frDay = (daysFromToday: number) => {
  const d = new Date(Date.now() + daysFromToday * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
const contact = (extra: Record<string, unknown> = {}) => ({
  theme: 'sante',
  sousTheme: 'sante-remboursement',
  message: 'Bonjour,\nOù en est le remboursement de ma consultation ?',
  ...extra,
});

describe(`moteur de demandes : formulaires forms/* (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  const count = async (table: 'demandes' | 'changements' | 'demande_pieces') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
    actors = await signInActors(t.app);
  });
  afterAll(() => t.close());

  it('« Nous contacter » : qui peut l’envoyer pour le contrat de Marie (matrice des rôles)', async () => {
    await expectMatrix(actors, (browser) => browser.post('/api/forms/contact/v2/form', contact(), santé), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
  });

  it('répond avec le numéro et les drapeaux du §8 ; l’accusé de réception part par e-mail', async () => {
    const response = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      contact({ objet: 'Ma consultation' }),
      santé,
    );
    expect(response.json()).toEqual({
      numero: expect.stringMatching(/^D\d{8}$/),
      isModeGestionManuel: true,
      isEnvoiArActivated: true,
      message:
        'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Un accusé de réception vous a été envoyé par e-mail.',
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('template', '=', 'Demande:accuse-reception')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('marie.dupont@example.com');
    expect(mail.subject).toContain(response.json().numero);
    expect(mail.body_text).toContain(`/#/espace-adherent/demandes/${response.json().numero}`);
  });

  it('refuse sans contrat choisi, avec un thème inconnu ou un motif d’un autre thème', async () => {
    expect((await actors.souscripteur.post('/api/forms/contact/v2/form', contact())).json()).toMatchObject({
      code: 'CONTRAT_REQUIS',
      message: engineMessages.contratRequired,
    });
    const missing = await actors.souscripteur.post('/api/forms/contact/v2/form', { pieces: [] }, santé);
    expect(missing.json().errors).toMatchObject({ theme: contactMessages.theme, message: contactMessages.message });
    const unknown = await actors.souscripteur.post('/api/forms/contact/v2/form', contact({ theme: 'inconnu' }), santé);
    expect(unknown.json().errors.theme).toBe('Ce thème n’existe pas : choisissez-en un dans la liste.');
    const mismatch = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      contact({ sousTheme: 'cotisations-prelevement' }),
      santé,
    );
    expect(mismatch.json().errors.sousTheme).toBe('Ce motif ne correspond pas au thème choisi.');
  });

  it('demande de remboursement : valide avec sa facture ; sans facture, date future, montant nul : messages par champ', async () => {
    const facture = await uploaded(actors.souscripteur, 'facture-kine.pdf');
    const body = {
      beneficiaire: 'P100002',
      dateSoins: frDay(-10),
      natureSoins: 'kinesitherapie',
      professionnel: 'Cabinet de kinésithérapie Erdre',
      montantPaye: '96,40',
      pieces: [facture],
    };
    const created = await actors.souscripteur.post('/api/forms/demande-remboursement/form', body, santé);
    expect(created.statusCode, created.body).toBe(200);
    const detail = (await actors.souscripteur.get(`/api/demandes/${created.json().numero}`)).json();
    expect(detail.donnees).toContainEqual({ libelle: 'Montant payé', valeur: '96,40\u00a0€' });
    expect(detail.donnees).toContainEqual({ libelle: 'Bénéficiaire des soins', valeur: 'Thomas Dupont' });
    expect(detail.pieces.map((p: { nomFichier: string }) => p.nomFichier)).toEqual(['facture-kine.pdf']);

    const invalid = await actors.souscripteur.post(
      '/api/forms/demande-remboursement/form',
      { ...body, dateSoins: frDay(3), montantPaye: '0', pieces: [] },
      santé,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      dateSoins: formFieldMessages.dateFuture,
      montantPaye: 'Le montant payé doit être supérieur à 0 €.',
      pieces: uploadMessages.required,
    });
  });

  it('un champ obligatoire vide dit qu’il manque, un texte trop long dit sa limite, comme le formulaire (issue 25)', async () => {
    const vide = await actors.souscripteur.post(
      '/api/forms/demande-remboursement/form',
      { beneficiaire: 'P100002', dateSoins: frDay(-3), natureSoins: 'pharmacie', montantPaye: '', pieces: [] },
      santé,
    );
    expect(vide.statusCode).toBe(400);
    expect(vide.json().errors.montantPaye).toBe('Le montant payé est obligatoire.');
    const pec = await actors.souscripteur.post(
      '/api/forms/pec/hospi/form',
      // As the form sends it, sent empty.
      {
        beneficiaire: 'P100001',
        etablissementNom: '',
        finess: '',
        dateAdmission: '',
        typeSejour: '',
        reponseCanal: 'email',
        reponseFax: '',
        reponseEmail: '',
        pieces: [],
      },
      santé,
    );
    expect(pec.json().errors).toMatchObject({
      finess: 'Le numéro FINESS de l’établissement est obligatoire.',
      reponseEmail: 'L’adresse e-mail de l’établissement est obligatoire.',
    });
    const long = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      contact({ objet: 'O'.repeat(121), message: 'x'.repeat(5001) }),
      santé,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      objet: 'L’objet ne doit pas dépasser 120 caractères.',
      message: 'Le message ne doit pas dépasser 5\u202f000 caractères.',
    });
  });

  it('les personnes proposées par les formulaires : toute la famille au souscripteur, lui-même au bénéficiaire', async () => {
    const responses = await expectMatrix(actors, (b) => b.get('/api/forms/personnes', santé), {
      anonyme: 401,
      souscripteur: 200,
      beneficiaire: 200,
      autreAdherent: 403,
      gestionnaire: 403,
      gestionnaireAutreClient: 401,
    });
    const family = responses.souscripteur.json().personnes;
    expect(family[0]).toEqual({ numPers: 'P100001', prenom: 'Marie', nom: 'Dupont', estMoi: true });
    expect(family.map((p: { numPers: string }) => p.numPers)).toContain('P100003');
    expect(responses.beneficiaire.json().personnes).toEqual([
      expect.objectContaining({ numPers: 'P100003', estMoi: true }),
    ]);
    expect((await actors.souscripteur.get('/api/forms/personnes')).statusCode).toBe(400);
  });

  it('coordonnées bancaires des remboursements (popup du §2) : IBAN masqué pour l’adhérent, entier dans le flux', async () => {
    const suspendu = { 'x-numcontrat': '40012346' };
    const body = async (b: Browser, iban = 'FR76 3000 4012 3400 0123 4567 862') => ({
      titulaire: 'Marie Dupont',
      iban,
      bic: 'bnpafrpp',
      pieces: [await uploaded(b)],
    });
    const wrong = await actors.souscripteur.post(
      '/api/forms/ribprestations/form',
      await body(actors.souscripteur, 'FR7630004012340001234567863'),
      suspendu,
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['iban']);
    const lucas = await actors.beneficiaire.post(
      '/api/forms/ribprestations/form',
      await body(actors.beneficiaire),
      santé,
    );
    expect(lucas.json().message).toBe(engineMessages.holderOnly);
    const code = await verifiedSecurityCode(t.database.db, actors.souscripteur, 'marie.dupont@example.com');
    const sent = await actors.souscripteur.post('/api/forms/ribprestations/form', await body(actors.souscripteur), {
      ...suspendu,
      ...code,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().isEnvoiArActivated).toBe(false);
    const detail = await actors.souscripteur.get(`/api/demandes/${sent.json().numero}`);
    expect(detail.body).not.toContain('FR7630004012340001234567862');
    expect(detail.json().donnees).toContainEqual({ libelle: 'IBAN', valeur: expect.stringMatching(/7862$/) });
    const feed = await actors.gestionnaire.get('/api/admin/exports/changes');
    expect(feed.body).toContain('FR7630004012340001234567862');
  });

  it('la personne concernée doit être sur le contrat ; un bénéficiaire ne demande que pour lui-même', async () => {
    const base = { dateSoins: frDay(-5), natureSoins: 'pharmacie', montantPaye: 12 };
    const paul = await actors.souscripteur.post(
      '/api/forms/demande-remboursement/form',
      { ...base, beneficiaire: 'P100004', pieces: [await uploaded(actors.souscripteur)] },
      santé,
    );
    expect(paul.json().errors.beneficiaire).toBe(engineMessages.personNotOnContrat);
    const lucasForMarie = await actors.beneficiaire.post(
      '/api/forms/demande-remboursement/form',
      { ...base, beneficiaire: 'P100001', pieces: [await uploaded(actors.beneficiaire)] },
      santé,
    );
    expect(lucasForMarie.json().errors.beneficiaire).toBe(engineMessages.beneficiaryForHimself);
    const lucasForHimself = await actors.beneficiaire.post(
      '/api/forms/demande-remboursement/form',
      { ...base, beneficiaire: 'P100003', pieces: [await uploaded(actors.beneficiaire)] },
      santé,
    );
    expect(lucasForHimself.statusCode, lucasForHimself.body).toBe(200);
  });

  it('prise en charge hospitalière : FINESS de 9 caractères, adresse de réponse selon le canal', async () => {
    const response = await actors.souscripteur.post(
      '/api/forms/pec/hospi/form',
      {
        beneficiaire: 'P100001',
        etablissementNom: 'CHU de Nantes',
        finess: '44 000 010',
        dateAdmission: frDay(7),
        typeSejour: 'chirurgie',
        reponseCanal: 'email',
        reponseEmail: 'pas-une-adresse',
        pieces: [await uploaded(actors.souscripteur, 'devis.pdf')],
      },
      santé,
    );
    expect(response.json().errors).toMatchObject({ finess: pecMessages.finess, reponseEmail: pecMessages.email });
  });

  it('déclaration de sinistre : seulement sur un contrat de prévoyance, et par son souscripteur', async () => {
    const body = async (browser: Browser) => ({
      assure: 'P100001',
      nature: 'arret-travail',
      dateSinistre: frDay(-3),
      description: 'Arrêt de travail après une chute.',
      pieces: [await uploaded(browser, 'arret.pdf')],
    });
    const onSante = await actors.souscripteur.post(
      '/api/forms/declarationsinistre/form',
      await body(actors.souscripteur),
      santé,
    );
    expect(onSante.json()).toMatchObject({ code: 'FORMULAIRE_HORS_CONTRAT', message: engineMessages.notForContrat });
    const onPrevoyance = await actors.souscripteur.post(
      '/api/forms/declarationsinistre/form',
      await body(actors.souscripteur),
      prévoyance,
    );
    expect(onPrevoyance.statusCode, onPrevoyance.body).toBe(200);
    // Lucas is not on the prévoyance contract: his X-NumContrat is refused before the form.
    expect((await actors.beneficiaire.post('/api/forms/declarationsinistre/form', {}, prévoyance)).statusCode).toBe(
      403,
    );
  });

  it('refuse la pièce jointe d’un autre compte ou déjà utilisée, sans rien enregistrer', async () => {
    const before = { demandes: await count('demandes'), changements: await count('changements') };
    const lucasFile = await uploaded(actors.beneficiaire);
    const foreign = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      contact({ pieces: [lucasFile] }),
      santé,
    );
    expect(foreign.json().errors.pieces).toBe(demandeMessages.pieceUnknown);
    const mine = await uploaded(actors.souscripteur);
    expect(
      (await actors.souscripteur.post('/api/forms/contact/v2/form', contact({ pieces: [mine] }), santé)).statusCode,
    ).toBe(200);
    const reused = await actors.souscripteur.post('/api/forms/contact/v2/form', contact({ pieces: [mine] }), santé);
    expect(reused.json().errors.pieces).toBe(demandeMessages.pieceUnknown);
    expect(await count('demandes')).toBe(before.demandes + 1);
    expect(await count('changements')).toBe(before.changements + 1);
  });

  it('refuse un corps trop gros et un champ inconnu', async () => {
    const huge = await actors.souscripteur.post(
      '/api/forms/contact/v2/form',
      contact({ message: 'x'.repeat(70_000) }),
      santé,
    );
    expect(huge.statusCode).toBe(413);
    const extra = await actors.souscripteur.post('/api/forms/contact/v2/form', contact({ statut: 'traitee' }), santé);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.statut).toBe("Ce champ n'est pas attendu.");
  });

  it('exige le jeton CSRF sur chaque formulaire', async () => {
    for (const type of ['contact/v2', 'demande-remboursement', 'pec/hospi', 'declarationsinistre']) {
      const response = await actors.souscripteur.request('POST', `/api/forms/${type}/form`, {
        body: {},
        headers: santé,
        csrf: false,
      });
      expect(response.statusCode, type).toBe(403);
    }
  });

  it('la demande et son entrée du flux des changements s’écrivent ensemble ou pas du tout', async () => {
    const before = {
      demandes: await count('demandes'),
      changements: await count('changements'),
      pieces: await count('demande_pieces'),
    };
    const piece = await uploaded(actors.souscripteur);
    // A fault half way through the transaction: the change feed refuses this one entry.
    await sql`alter table changements add constraint panne check (donnees->>'objet' <> 'PANNE')`.execute(t.database.db);
    try {
      const failed = await actors.souscripteur.post(
        '/api/forms/contact/v2/form',
        contact({ objet: 'PANNE', pieces: [piece] }),
        santé,
      );
      expect(failed.statusCode).toBe(500);
      expect(failed.json().message).toBe("Une erreur s'est produite. Si le problème persiste, contactez votre support");
    } finally {
      await sql`alter table changements drop constraint panne`.execute(t.database.db);
    }
    expect(await count('demandes')).toBe(before.demandes);
    expect(await count('changements')).toBe(before.changements);
    expect(await count('demande_pieces')).toBe(before.pieces);
    const upload = await t.database.db
      .selectFrom('uploads')
      .select('attached_at')
      .where('remote_name', '=', piece.remoteFileName)
      .executeTakeFirstOrThrow();
    expect(upload.attached_at).toBeNull();
    // The same piece is free again for the retry.
    expect(
      (await actors.souscripteur.post('/api/forms/contact/v2/form', contact({ pieces: [piece] }), santé)).statusCode,
    ).toBe(200);
  });
});

describe(`moteur de demandes : options du client (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('Mutuelle du Littoral : pas de prise en charge hospitalière en ligne, pas d’accusé de réception pour le contact', async () => {
    const browser = new Browser(t.app, 'littoral.localhost');
    await browser.signIn(claire.userName, claire.password);
    const { contrats } = (await browser.get('/api/v2/adherent/contrats')).json();
    const headers = { 'x-numcontrat': contrats[0].numeroContratIndividuel };
    const pec = await browser.post('/api/forms/pec/hospi/form', {}, headers);
    expect(pec.json()).toMatchObject({ code: 'FORMULAIRE_NON_PROPOSE', message: engineMessages.notOffered });
    const sent = await browser.post('/api/forms/contact/v2/form', contact(), headers);
    expect(sent.json()).toMatchObject({
      isEnvoiArActivated: false,
      message: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
    });
  });
});
