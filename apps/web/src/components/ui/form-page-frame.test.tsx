import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { FormPageFrame } from './form-page-frame';

describe('page de formulaire en deux temps', () => {
  it('montre le titre et le chapeau tout de suite, garde la place du formulaire, puis le formulaire une fois son code chargé', async () => {
    let loadForm: ((component: { default: () => React.JSX.Element }) => void) | undefined;
    const Form = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (loadForm = resolve)));
    const { container } = render(
      <FormPageFrame title="Mot de passe oublié" lead="Indiquez votre identifiant." reserve="18rem">
        <Form />
      </FormPageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByText('Indiquez votre identifiant.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    const slot = container.querySelector<HTMLElement>('.form-slot');
    expect(slot?.style.getPropertyValue('--form-slot-height')).toBe('18rem');
    // The form's code is asked for once the first paint is reported (at once where Paint Timing is absent).
    await expect.poll(() => loadForm).toBeTypeOf('function');
    loadForm!({ default: () => <form aria-label="Formulaire" /> });
    expect(await screen.findByRole('form', { name: 'Formulaire' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
