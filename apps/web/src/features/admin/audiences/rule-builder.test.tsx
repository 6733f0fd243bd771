import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { audienceMessages, audienceRegleSchema, type AudienceRegle } from '@portail/shared/admin/audiences';
import { RuleBuilder } from './rule-builder';

const choix = {
  offres: ['Prévoyance Famille', 'Santé Confort', 'Santé Essentielle'],
  consentements: [{ nom: 'newsletter', libelle: 'J’accepte de recevoir les actualités de ma mutuelle par e-mail' }],
};

/** The builder as a page holds it: the rule in state, the last one kept for the test. */
function builder(initial: AudienceRegle, errors: Record<string, string> = {}) {
  const seen: { regle: AudienceRegle } = { regle: initial };
  function Harness() {
    const [regle, setRegle] = useState(initial);
    return (
      <RuleBuilder
        groupe={regle}
        choix={choix}
        errors={errors}
        onChange={(next) => {
          seen.regle = next;
          setRegle(next);
        }}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const oneEmptyOffer: AudienceRegle = {
  combinaison: 'et',
  conditions: [{ champ: 'offre', operateur: 'parmi', valeurs: [] }],
  groupes: [],
};

describe('constructeur de règles d’audience', () => {
  it('chaque groupe et chaque condition est un fieldset nommé ; cocher une offre donne une règle valide', async () => {
    const seen = builder(oneEmptyOffer);
    const root = screen.getByRole('group', { name: 'Groupe principal' });
    const condition = within(root).getByRole('group', { name: 'Condition 1' });
    expect(within(condition).getByRole('combobox', { name: 'Critère' })).toHaveValue('offre');
    await userEvent.click(within(condition).getByRole('checkbox', { name: 'Santé Essentielle' }));
    expect(seen.regle.conditions).toEqual([{ champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] }]);
    expect(audienceRegleSchema.safeParse(seen.regle).success).toBe(true);
  });

  it('changer de critère repart de ses valeurs ; les départements se tapent, en majuscules', async () => {
    const seen = builder(oneEmptyOffer);
    const critere = screen.getByRole('combobox', { name: 'Critère' });
    await userEvent.selectOptions(critere, 'trancheAge');
    await userEvent.click(screen.getByRole('checkbox', { name: '61 à 75 ans' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opérateur' }), 'horsDe');
    expect(seen.regle.conditions[0]).toEqual({ champ: 'trancheAge', operateur: 'horsDe', valeurs: ['61-75'] });
    await userEvent.selectOptions(critere, 'departement');
    await userEvent.type(screen.getByRole('textbox', { name: /Départements/ }), '44, 2a 29');
    expect(seen.regle.conditions[0]).toEqual({ champ: 'departement', operateur: 'parmi', valeurs: ['44', '2A', '29'] });
    await userEvent.selectOptions(critere, 'consentement');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Valeur' }), 'false');
    expect(seen.regle.conditions[0]).toEqual({ champ: 'consentement', nom: 'newsletter', valeur: false });
  });

  it('ajoute et retire conditions et groupes avec des boutons qui disent sur quoi ils agissent', async () => {
    const seen = builder(oneEmptyOffer);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une condition au groupe principal' }));
    expect(screen.getByRole('group', { name: 'Condition 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la condition 1 du groupe principal' }));
    expect(seen.regle.conditions).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un groupe dans le groupe principal' }));
    const groupe2 = screen.getByRole('group', { name: 'Groupe 2' });
    // A sub-group of an AND group starts as OR: the usual « A and (B or C) ».
    expect(within(groupe2).getByRole('combobox', { name: 'Les adhérents retenus remplissent' })).toHaveValue('ou');
    await userEvent.selectOptions(within(groupe2).getByRole('combobox', { name: 'Critère' }), 'teletransmission');
    await userEvent.selectOptions(within(groupe2).getByRole('combobox', { name: 'Télétransmission' }), 'false');
    expect(seen.regle.groupes).toEqual([
      { combinaison: 'ou', conditions: [{ champ: 'teletransmission', valeur: false }], groupes: [] },
    ]);

    // Three levels at most: the third has no « add a group ».
    await userEvent.click(within(groupe2).getByRole('button', { name: 'Ajouter un groupe dans le groupe 2' }));
    const groupe21 = screen.getByRole('group', { name: 'Groupe 2.1' });
    expect(within(groupe21).queryByRole('button', { name: /Ajouter un groupe/ })).toBeNull();
    await userEvent.click(within(groupe21).getByRole('button', { name: 'Retirer le groupe 2.1' }));
    expect(seen.regle.groupes[0]!.groupes).toEqual([]);
  });

  it('montre les messages du schéma partagé à leur place', () => {
    builder(oneEmptyOffer, { 'conditions.0.valeurs': audienceMessages.noValue, '': audienceMessages.tooDeep });
    const values = screen.getByRole('group', { name: 'Valeurs : offre souscrite' });
    expect(within(values).getByText(audienceMessages.noValue)).toBeInTheDocument();
    expect(values).toHaveAccessibleDescription(audienceMessages.noValue);
    expect(screen.getByText(audienceMessages.tooDeep)).toBeInTheDocument();
  });
});
