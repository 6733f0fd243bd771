import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextImageSource } from './rich-text-editor';

function Harness({
  initial,
  onChange,
  imageUpload,
}: {
  initial: string;
  onChange?: (html: string) => void;
  imageUpload?: RichTextImageSource;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="contenu"
        label="Contenu de la page"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
        imageUpload={imageUpload}
      />
      <output data-testid="valeur">{value}</output>
    </>
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Mise en forme : Contenu de la page' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });

// jsdom lays nothing out: ProseMirror's scroll-into-view asks for rectangles it does not have.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  (Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects = noRects;
});

describe('éditeur de texte riche du back-office', () => {
  it('a une barre d’outils en français, nommée, qui pilote une zone de texte étiquetée', async () => {
    render(<Harness initial="<p>Bonjour</p>" />);
    const area = await screen.findByRole('textbox', { name: 'Contenu de la page' });
    expect(area).toHaveAttribute('id', 'contenu');
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(toolbar()).toHaveAttribute('aria-controls', 'contenu');
    const names = within(toolbar())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Paragraphe',
      'Titre 4',
      'Titre 5',
      'Titre 6',
      'Gras',
      'Italique',
      'Liste à puces',
      'Liste numérotée',
      'Lien',
      'Retirer le lien',
      'Annuler',
      'Rétablir',
    ]);
    expect(button('Gras')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Annuler')).toHaveAttribute('aria-disabled', 'true');
  });

  it('une seule touche Tab pour la barre : les flèches, Début et Fin passent d’un bouton à l’autre', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Bonjour</p>" />);
    await screen.findByRole('textbox');
    const tabStops = within(toolbar())
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabStops.map((b) => b.textContent)).toEqual(['Paragraphe']);
    await user.tab();
    expect(button('Paragraphe')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Titre 4')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Rétablir')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Paragraphe')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Rétablir')).toHaveFocus();
    expect(button('Rétablir').tabIndex).toBe(0);
    expect(button('Paragraphe').tabIndex).toBe(-1);
  });

  it('les formats de bloc et le gras changent le HTML, déjà nettoyé par la liste blanche', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Bonjour<script>alert(1)</script></p>" onChange={onChange} />);
    await screen.findByRole('textbox');
    await user.click(button('Titre 4'));
    await waitFor(() => expect(screen.getByTestId('valeur')).toHaveTextContent('<h4>Bonjour</h4>'));
    expect(button('Titre 4')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Paragraphe')).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith('<h4>Bonjour</h4>');
    await user.click(button('Annuler'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Bonjour</p>'));
  });

  it('garde les tableaux du contenu existant, et les titres h2 et h3', async () => {
    const onChange = vi.fn();
    const table =
      '<table><caption>Cookies</caption><thead><tr><th scope="col">Nom</th></tr></thead><tbody><tr><td>session</td></tr></tbody></table>';
    render(<Harness initial={`<p>Intro</p><h2>Les cookies</h2>${table}`} onChange={onChange} />);
    await screen.findByRole('textbox');
    await userEvent.setup().click(button('Titre 5'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toBe(`<h5>Intro</h5><h2>Les cookies</h2>${table}`);
  });

  it('un lien à l’adresse refusée ne s’applique pas, un lien https externe peut s’ouvrir dans un nouvel onglet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Voir</p>" onChange={onChange} />);
    await screen.findByRole('textbox');
    await user.click(button('Lien'));
    const dialog = await screen.findByRole('dialog', { name: 'Lien' });
    await user.type(within(dialog).getByLabelText('Adresse du lien'), 'javascript:alert(1)');
    await user.type(within(dialog).getByLabelText('Texte du lien'), 'ameli');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(within(dialog).getByText(/Adresse refusée/)).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Adresse du lien'));
    await user.type(within(dialog).getByLabelText('Adresse du lien'), 'https://www.ameli.fr/');
    await user.click(within(dialog).getByLabelText(/dans un nouvel onglet/));
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<a href="https://www.ameli.fr/" target="_blank" rel="noopener noreferrer">ameli</a>'),
      ),
    );
  });

  it('valider la fenêtre du lien n’envoie pas le formulaire qui contient l’éditeur', async () => {
    const user = userEvent.setup();
    const outer = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={outer}>
        <Harness initial="<p>Voir</p>" />
      </form>,
    );
    await screen.findByRole('textbox');
    await user.click(button('Lien'));
    const dialog = await screen.findByRole('dialog', { name: 'Lien' });
    await user.type(within(dialog).getByLabelText('Adresse du lien'), '#/page/cgu');
    await user.type(within(dialog).getByLabelText('Texte du lien'), 'les CGU{Enter}');
    await waitFor(() => expect(screen.getByTestId('valeur')).toHaveTextContent('<a href="#/page/cgu">les CGU</a>'));
    expect(outer).not.toHaveBeenCalled();
  });

  it('une image exige son texte de remplacement et passe par le stockage d’images', async () => {
    const user = userEvent.setup();
    const upload = vi.fn().mockResolvedValue('/api/cms/documents/images/42');
    const onChange = vi.fn();
    render(<Harness initial="<p>Schéma</p>" onChange={onChange} imageUpload={{ upload }} />);
    await screen.findByRole('textbox');
    await user.click(button('Image'));
    const dialog = await screen.findByRole('dialog', { name: 'Image' });
    await user.upload(
      within(dialog).getByLabelText('Fichier image'),
      new File(['x'], 'schema.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insérer l’image' }));
    expect(within(dialog).getByText('Le texte de remplacement est obligatoire.')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Texte de remplacement'), 'Schéma du remboursement');
    await user.click(within(dialog).getByRole('button', { name: 'Insérer l’image' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/api/cms/documents/images/42" alt="Schéma du remboursement">'),
      ),
    );
  });

  it('refuse avant l’envoi un fichier qui n’est pas une image ou qui pèse plus de 2 Mo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn();
    render(<Harness initial="<p>x</p>" imageUpload={{ upload }} />);
    await screen.findByRole('textbox');
    await user.click(button('Image'));
    const dialog = await screen.findByRole('dialog', { name: 'Image' });
    await user.type(within(dialog).getByLabelText('Texte de remplacement'), 'Logo');
    await user.upload(
      within(dialog).getByLabelText('Fichier image'),
      new File(['x'], 'page.html', { type: 'text/html' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insérer l’image' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Format d’image non accepté');
    const big = new File([new Uint8Array(40 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Fichier image'), big);
    await user.click(within(dialog).getByRole('button', { name: 'Insérer l’image' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cette image pèse 40 Mo : 2 Mo au plus.');
    expect(upload).not.toHaveBeenCalled();
  });
});
