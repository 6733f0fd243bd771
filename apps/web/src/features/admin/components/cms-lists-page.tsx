// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import { cmsListBodySchema } from '@portail/shared/admin/cms';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCmsListes, useCmsWrite } from '../api/cms';
import { writeFailure } from '../api/write-failure';
import { useStaffRights } from '../api/staff-rights';
import { CmsListSection } from './cms-list-section';
import { cmsTexts as t } from './cms-texts';

/** A new block list (a name the portal or a future screen reads). */
function NewListForm({ onMessage }: { onMessage(message: { text: string; error?: boolean }): void }) {
  const id = useId();
  const write = useCmsWrite();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = cmsListBodySchema.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    try {
      await write('POST', 'listes', checked.data);
      setError(null);
      setName('');
      onMessage({ text: t.listCreated(checked.data.name) });
    } catch (failure) {
      const { message, errors } = writeFailure(failure);
      setError(errors.name ?? message);
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.newList}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.newListName}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--secondary">
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
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  return (
    <div className="stack">
      <section className="card">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <p role="status" className={message && !message.error ? 'alert alert--success' : 'visually-hidden'}>
          {message && !message.error ? message.text : ''}
        </p>
        <p role="alert" className={message?.error ? 'alert alert--danger' : 'visually-hidden'}>
          {message?.error ? message.text : ''}
        </p>
      </section>
      {listes.isPending && <LoadingStatus />}
      {byPortalOrder(listes.data?.listes ?? []).map((liste) => (
        <CmsListSection key={liste.id} liste={liste} onMessage={setMessage} />
      ))}
      {rights.can('cms', 'create') && <NewListForm onMessage={setMessage} />}
    </div>
  );
}
