import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CmsBlocDetail } from '@portail/shared/admin/cms';
import { jsonResponse, stubFetch } from '@/test/http';
import { createTestQueryClient } from '@/test/render';
import { CmsPublicationPanel } from './cms-publication-panel';

const bloc: CmsBlocDetail = {
  id: 5,
  name: 'voeux-2027',
  title: 'Meilleurs vœux',
  order: 2,
  statut: 'brouillon',
  hasDraft: true,
  publishAt: null,
  unpublishAt: null,
  isSingleDisplay: true,
  hasCookieOption: false,
  updatedAt: '2026-11-27T08:00:00.000Z',
  updatedBy: 'admin@example.com',
  listId: 3,
  listName: 'Popups',
  deletedAt: null,
  published: null,
  editing: { versionId: 9, title: 'Meilleurs vœux', content: '<p>Bonne année</p>' },
  versions: [],
};

function panel(dirty = false) {
  const onMessage = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CmsPublicationPanel bloc={bloc} dirty={dirty} onMessage={onMessage} />
    </QueryClientProvider>,
  );
  return onMessage;
}

describe('publication d’un bloc du CMS', () => {
  it('programme à une date et une heure de Paris ; une heure mal écrite est refusée avant tout envoi', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse({ ...bloc, publishAt: '2026-12-31T22:30:00.000Z' }));
    const onMessage = panel();
    const when = screen.getByRole('group', { name: 'Publier à une date (heure de Paris)' });
    await user.type(within(when).getByLabelText('Date', { exact: true }), '31122026');
    await user.type(within(when).getByLabelText('Heure (HH:MM)'), '25:00');
    await user.click(within(when).getByRole('button', { name: 'Programmer la publication' }));
    expect(within(when).getByText('Indiquez l’heure au format HH:MM (par exemple 09:30).')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(when).getByLabelText('Heure (HH:MM)'));
    await user.type(within(when).getByLabelText('Heure (HH:MM)'), '23:30');
    await user.click(within(when).getByRole('button', { name: 'Programmer la publication' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/cms/blocs/5/publier');
    expect(JSON.parse(String(init?.body))).toEqual({ publishAt: '2026-12-31T22:30:00.000Z' });
    expect(onMessage).toHaveBeenCalledWith({ text: 'Publication programmée le 31/12/2026 à 23:30.' });
  });

  it('l’erreur du serveur sur la date revient sous le champ, en français', async () => {
    const user = userEvent.setup();
    const message = 'La date de publication est passée : choisissez un moment à venir, ou publiez maintenant.';
    stubFetch(() => jsonResponse({ message, code: 'CMS_SCHEDULE_PAST', errors: { publishAt: message } }, 400));
    const onMessage = panel();
    const when = screen.getByRole('group', { name: 'Publier à une date (heure de Paris)' });
    await user.type(within(when).getByLabelText('Date', { exact: true }), '01012020');
    await user.type(within(when).getByLabelText('Heure (HH:MM)'), '09:00');
    await user.click(within(when).getByRole('button', { name: 'Programmer la publication' }));
    expect(await within(when).findByText(message)).toBeVisible();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('avec des modifications non enregistrées, la publication attend l’enregistrement', () => {
    panel(true);
    expect(screen.getByText('Enregistrez d’abord vos modifications.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publier maintenant' })).toBeDisabled();
  });
});
