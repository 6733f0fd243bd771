import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandeMessages, isTransitionAllowed, statutsDemande } from '@portail/shared/demandes';
import type { MailContext } from '../../mail/mail-layout.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { samplePdf } from '../../test/uploads.ts';
import { ajouterMessage, changerStatut, findDemandeRef } from './demande-lifecycle.ts';

const mail: MailContext = { clientName: 'Mutuelle Démo', logoUrl: null, publicBase: 'http://localhost:8080' };

describe('cycle de vie d’une demande (règles)', () => {
  it('une demande traitée ou refusée ne change plus ; « reçue » ne revient jamais', () => {
    for (const to of statutsDemande) {
      expect(isTransitionAllowed('traitee', to)).toBe(false);
      expect(isTransitionAllowed('refusee', to)).toBe(false);
      expect(isTransitionAllowed(to, 'recue')).toBe(false);
    }
    expect(isTransitionAllowed('en_attente_pieces', 'en_cours')).toBe(true);
  });
});

describe(`cycle de vie d’une demande (${testDbKind})`, () => {
  let t: TestApp;
  const ref = async (statut: string) => {
    const row = await t.database.db
      .selectFrom('demandes')
      .select('id')
      .where('statut', '=', statut)
      .executeTakeFirstOrThrow();
    return (await findDemandeRef(t.database.db, row.id))!;
  };
  beforeAll(async () => {
    t = await createTestApp({ memberArea: true });
  });
  afterAll(() => t.close());

  it('refuse un passage que le cycle ne prévoit pas, en français, sans rien écrire', async () => {
    const closed = await ref('traitee');
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => changerStatut(trx, mail, closed, 'en_cours', { auteur: 'gestionnaire', accountId: null })),
    ).rejects.toMatchObject({ statusCode: 409, message: demandeMessages.transitionRefused('traitee', 'en_cours') });
    expect((await findDemandeRef(t.database.db, closed.id))!.statut).toBe('traitee');
  });

  it('un refus exige son motif', async () => {
    const received = await ref('recue');
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => changerStatut(trx, mail, received, 'refusee', { auteur: 'gestionnaire', accountId: null })),
    ).rejects.toMatchObject({ statusCode: 400, errors: { motif: demandeMessages.reasonRequired } });
  });

  it('deux changements à partir de la même version : le second est refusé, rien n’est écrasé', async () => {
    const received = await ref('recue');
    await t.database.db
      .transaction()
      .execute((trx) => changerStatut(trx, mail, received, 'en_cours', { auteur: 'gestionnaire', accountId: null }));
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => changerStatut(trx, mail, received, 'traitee', { auteur: 'gestionnaire', accountId: null })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONFLIT', message: demandeMessages.conflict });
    expect((await findDemandeRef(t.database.db, received.id))!.statut).toBe('en_cours');
  });

  it('le gestionnaire demande une pièce : l’adhérent est prévenu par e-mail, avec le lien vers sa demande', async () => {
    const inProgress = await ref('en_cours');
    const last = await t.database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    await t.database.db.transaction().execute(async (trx) => {
      const asked = await ajouterMessage(
        trx,
        mail,
        inProgress,
        { auteur: 'gestionnaire', accountId: null },
        {
          texte: 'Merci de nous envoyer votre devis signé.',
          pieces: [],
        },
      );
      await changerStatut(trx, mail, asked, 'en_attente_pieces', { auteur: 'gestionnaire', accountId: null });
    });
    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'template', 'body_text'])
      .where('recipient', '=', 'marie.dupont@example.com')
      .where('id', '>', Number(last?.id ?? 0))
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.template)).toEqual(['Demande:message', 'Demande:en_attente_pieces']);
    expect(mails[1]!.body_text).toContain(`/#/espace-adherent/demandes/${inProgress.numero}`);
  });

  it('alerte « demandes » coupée (Mes préférences) : plus d’e-mail de réponse ni de statut, sauf une pièce demandée', async () => {
    const db = t.database.db;
    const setAlerte = (on: boolean) =>
      db
        .updateTable('accounts')
        .set({ alertes_email: JSON.stringify({ alerteDocument: true, alerteDemande: on }) })
        .where('email', '=', 'marie.dupont@example.com')
        .execute();
    await setAlerte(false);
    try {
      const received = await ref('en_attente_pieces');
      expect(received.alerte).toBe(false);
      const last = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      await db.transaction().execute(async (trx) => {
        const current = await changerStatut(trx, mail, received, 'en_cours', {
          auteur: 'gestionnaire',
          accountId: null,
        });
        const answered = await ajouterMessage(
          trx,
          mail,
          current,
          { auteur: 'gestionnaire', accountId: null },
          { texte: 'Nous étudions votre demande.', pieces: [] },
        );
        await changerStatut(trx, mail, answered, 'en_attente_pieces', { auteur: 'gestionnaire', accountId: null });
      });
      const mails = await db
        .selectFrom('outbox')
        .select('template')
        .where('recipient', '=', 'marie.dupont@example.com')
        .where('id', '>', Number(last?.id ?? 0))
        .execute();
      expect(mails.map((m) => m.template)).toEqual(['Demande:en_attente_pieces']);
    } finally {
      await setAlerte(true);
    }
  });

  it('la pièce jointe d’une réponse du gestionnaire rejoint les documents de l’adhérent', async () => {
    const inProgress = await ref('en_cours');
    const staff = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_name', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    const remoteName = `${crypto.randomUUID()}.pdf`;
    await t.database.db
      .insertInto('uploads')
      .values({
        remote_name: remoteName,
        account_id: staff.id,
        original_name: 'accord-prise-en-charge.pdf',
        size: samplePdf.length,
        sha256: sha256(samplePdf),
        content_type: 'application/pdf',
        data: samplePdf,
      })
      .execute();
    await t.database.db.transaction().execute((trx) =>
      ajouterMessage(
        trx,
        mail,
        inProgress,
        { auteur: 'gestionnaire', accountId: staff.id },
        {
          texte: 'Voici l’accord de prise en charge.',
          pieces: [
            {
              remoteName,
              nomFichier: 'accord-prise-en-charge.pdf',
              contentType: 'application/pdf',
              taille: samplePdf.length,
              data: { bytes: samplePdf, sha256: sha256(samplePdf) },
            },
          ],
        },
      ),
    );
    const document = await t.database.db
      .selectFrom('documents')
      .select(['titre', 'categorie', 'demande_id', 'lu_at'])
      .where('demande_id', '=', inProgress.id)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      categorie: 'demandes',
      lu_at: null,
      titre: expect.stringContaining(inProgress.numero),
    });
  });
});
