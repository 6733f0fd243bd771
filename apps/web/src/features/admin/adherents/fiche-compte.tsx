// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { compteActionLabels, ficheCompteEtatLabels, type CompteAction, type Fiche } from '@portail/shared/admin/fiche';
import type { HabilitationAction } from '@portail/shared/admin/habilitations';
import { apiJson } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { frDateTime } from '@/lib/format-date';
import { useStaffRights } from '../shared/staff-rights';
import { adminTexts } from '../shared/texts';
import { ActionDialog } from './fiche-action-dialog';
import { FicheField } from './fiche-field';

const t = adminTexts.fiche;

export function ficheQueryKey(id: string) {
  return ['admin-fiche', id] as const;
}

/** The right each action needs (the server checks it again). */
const actionRight: Record<CompteAction, HabilitationAction> = {
  creer: 'create',
  supprimer: 'delete',
  'relancer-activation': 'update',
  debloquer: 'update',
  'reinitialiser-sms': 'update',
  desactiver: 'update',
  reactiver: 'update',
  'changer-identifiant': 'update',
};

/** The portal account: its state, the actions its state allows (each with a reason), « Voir comme l'adhérent ». */
export function CompteSection({ fiche, adherentId }: { fiche: Fiche; adherentId: string }) {
  const rights = useStaffRights();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<CompteAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [viewFailure, setViewFailure] = useState<string | null>(null);
  const compte = fiche.compte;
  const available: CompteAction[] = compte ? compte.actions : ['creer'];
  const actions = available.filter((a) => rights.can('comptes', actionRight[a]));

  async function viewAs() {
    setViewFailure(null);
    try {
      const answer = await apiJson<{ redirectUrl: string }>(`/api/admin/adherents/${adherentId}/voir-comme`, {
        method: 'POST',
      });
      browserLocation.assign(answer.redirectUrl);
    } catch (error) {
      setViewFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className="card" aria-labelledby="fiche-compte">
      <h2 id="fiche-compte">{t.compte}</h2>
      <p role="status" className={done ? 'alert alert--success' : 'visually-hidden'}>
        {done}
      </p>
      {compte ? (
        <dl className="fiche-fields">
          <FicheField label={t.etat} value={ficheCompteEtatLabels[compte.etat]} />
          <FicheField label={t.identifiant} value={compte.userName} />
          <FicheField
            label={t.creeLe}
            value={`${frDateTime(compte.creeLe)}${compte.creeParGestionnaire ? t.creeParGestionnaire : ''}`}
          />
          <FicheField label={t.activeLe} value={compte.activeLe ? frDateTime(compte.activeLe) : null} />
          <FicheField
            label={t.derniereConnexion}
            value={compte.derniereConnexion ? frDateTime(compte.derniereConnexion) : t.jamais}
          />
          <FicheField
            label={t.protectionSms}
            value={compte.protectionSms ? t.protectionOui(compte.telephoneProtection) : t.protectionNon}
          />
        </dl>
      ) : (
        <p>{t.noCompte}</p>
      )}
      {actions.length > 0 && (
        <div className="fiche-actions" role="group" aria-label={t.actions}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'supprimer' ? 'btn btn--danger' : 'btn btn--secondary'}
              onClick={() => {
                setDone(null);
                setOpen(action);
              }}
            >
              {compteActionLabels[action]}
            </button>
          ))}
        </div>
      )}
      {compte && compte.etat !== 'desactive' && (
        <div className="fiche-view-as">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void viewAs()}
            aria-describedby="fiche-view-as-help"
          >
            {t.voirComme}
          </button>
          <p id="fiche-view-as-help" className="field__help">
            {t.voirCommeHelp}
          </p>
          {viewFailure && (
            <p className="alert alert--danger" role="alert">
              {viewFailure}
            </p>
          )}
        </div>
      )}
      {open && (
        <ActionDialog
          adherentId={adherentId}
          action={open}
          defaultEmail={fiche.personne.email}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
            void queryClient.invalidateQueries({ queryKey: ficheQueryKey(adherentId) });
          }}
        />
      )}
    </section>
  );
}
