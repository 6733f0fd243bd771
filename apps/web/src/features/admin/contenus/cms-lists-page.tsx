// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState } from 'react';
import { cmsListBodySchema } from '@portail/shared/admin/cms';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCmsListes, useCmsWrite } from './cms-api';
import { useStaffRights } from '../shared/staff-rights';
import { ActionMessages, type ActionMessage } from '../shared/action-messages';
import { useAdminForm } from '../shared/admin-form';
import { CmsListSection } from './cms-list-section';
import { cmsTexts as t } from './cms-texts';

/** A new block list (a name the portal or a future screen reads). */
function NewListForm({ onMessage }: { onMessage(message: NonNullable<ActionMessage>): void }) {
  const id = useId();
  const write = useCmsWrite();
  const [name, setName] = useState('');
  const form = useAdminForm(id, cmsListBodySchema, async (body) => {
    await write('POST', 'listes', body);
    setName('');
    onMessage({ text: t.listCreated(body.name) });
  });
  return (
    <form className="card stack" onSubmit={(e) => form.submit(e, { name })} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.newList}</h2>
      {form.failureAlert}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.newListName}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          {...form.aria('name')}
        />
        {form.errorOf('name')}
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--secondary" disabled={form.pending}>
          {t.createList}
        </button>
      </div>
    </form>
  );
}

/** The lists the portal reads first, in the order of its screens; the client's own ones after, by name. */
function byPortalOrder<L extends { name: string }>(lists: readonly L[]): L[] {
  const known: readonly string[] = Object.keys(t.listPurposes);
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  return [...lists].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/** Back office: the client's block lists and their blocks (issue 15, decision 032). */
export function CmsListsPage() {
  usePageTitle(t.title);
  const listes = useCmsListes();
  const rights = useStaffRights();
  const [message, setMessage] = useState<ActionMessage>(null);
  return (
    <div className="stack">
      <section className="card">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <ActionMessages message={message} />
      </section>
      {listes.isPending && <LoadingStatus />}
      {byPortalOrder(listes.data?.listes ?? []).map((liste) => (
        <CmsListSection key={liste.id} liste={liste} onMessage={setMessage} />
      ))}
      {rights.can('cms', 'create') && <NewListForm onMessage={setMessage} />}
    </div>
  );
}
