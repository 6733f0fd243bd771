import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CmsBlocBody, CmsBlocDetail } from '@portail/shared/admin/cms';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCmsBloc, useCmsListes, useCmsWrite } from './cms-api';
import { useStaffRights } from '../shared/staff-rights';
import { ActionMessages, type ActionMessage } from '../shared/action-messages';
import { CmsBlocForm } from './cms-bloc-form';
import { CmsHistory } from './cms-history';
import { CmsPreview } from './cms-preview';
import { CmsPublicationPanel } from './cms-publication-panel';
import { CmsStatut } from './cms-statut';
import { cmsTexts as t } from './cms-texts';

const bodyOf = (bloc: CmsBlocDetail): CmsBlocBody => ({
  name: bloc.name,
  title: bloc.editing.title,
  content: bloc.editing.content,
  isSingleDisplay: bloc.isSingleDisplay,
  hasCookieOption: bloc.hasCookieOption,
});

/** A new block of a list: its first draft. */
export function CmsNewBlocPage() {
  const [params] = useSearchParams();
  const listId = Number(params.get('liste'));
  const liste = useCmsListes().data?.listes.find((l) => l.id === listId);
  const write = useCmsWrite();
  const navigate = useNavigate();
  usePageTitle(liste ? t.editor.newTitle(liste.name) : t.title);
  if (!liste) return <LoadingStatus />;
  const empty = { name: '', title: '', content: '', isSingleDisplay: false, hasCookieOption: false };
  return (
    <div className="stack">
      <section className="card">
        <p>
          <Link to="/admin/contenus">{t.back}</Link>
        </p>
        <h1>{t.editor.newTitle(liste.name)}</h1>
      </section>
      <CmsBlocForm
        listName={liste.name}
        initial={empty}
        submitLabel={t.editor.create}
        readOnly={false}
        onDirty={() => {}}
        onSubmit={async (body) => {
          const { id } = await write<{ id: number }>('POST', `listes/${liste.id}/blocs`, body);
          await navigate(`/admin/contenus/${id}`, { state: { message: t.editor.created } });
        }}
      />
    </div>
  );
}

/** Back office: one block — its text as a draft, its publication, its preview and its history. */
export function CmsBlocPage() {
  const id = Number(useParams().id);
  const bloc = useCmsBloc(Number.isInteger(id) ? id : null);
  const rights = useStaffRights();
  const write = useCmsWrite();
  const arrival = (useLocation().state as { message?: string } | null)?.message;
  const [message, setMessage] = useState<ActionMessage>(arrival ? { text: arrival } : null);
  const [dirty, setDirty] = useState(false);
  const data = bloc.data;
  usePageTitle(data ? t.editor.title(data.name) : t.title);
  if (bloc.isPending) return <LoadingStatus />;
  if (!data)
    return (
      <section className="card">
        <p className="alert alert--danger" role="alert">
          {bloc.error?.message ?? t.loadFailed}
        </p>
        <Link to="/admin/contenus">{t.back}</Link>
      </section>
    );
  const canUpdate = rights.can('cms', 'update') && data.deletedAt === null;
  return (
    <div className="stack">
      <section className="card stack">
        <p>
          <Link to="/admin/contenus">{t.back}</Link>
        </p>
        <h1>{t.editor.title(data.name)}</h1>
        <p className="muted">{data.listName}</p>
        <p>
          <span className="muted">{t.editor.statut} : </span>
          <CmsStatut bloc={data} />
        </p>
        <ActionMessages message={message} />
      </section>
      <CmsBlocForm
        // A new version from the server (saved, restored) starts the form again from it.
        key={`${data.editing.versionId}-${data.name}-${data.isSingleDisplay}-${data.hasCookieOption}`}
        listName={data.listName}
        initial={bodyOf(data)}
        submitLabel={t.editor.save}
        readOnly={!canUpdate}
        onDirty={setDirty}
        onSubmit={async (body) => {
          await write('PUT', `blocs/${data.id}`, body);
          setDirty(false);
          setMessage({ text: t.editor.saved });
        }}
      />
      <section className="card stack" aria-labelledby="cms-apercu">
        <h2 id="cms-apercu">{t.preview.title}</h2>
        <p>{t.preview.lead}</p>
        <div className="button-row">
          <CmsPreview
            blocId={data.id}
            name={data.name}
            listName={data.listName}
            label={data.listName === 'Pages_Statiques' ? t.preview.openPage : t.preview.open}
          />
        </div>
      </section>
      {canUpdate && <CmsPublicationPanel bloc={data} dirty={dirty} onMessage={setMessage} />}
      <CmsHistory
        bloc={data}
        onRestore={(versionId, numero) =>
          void write('POST', `blocs/${data.id}/versions/${versionId}/restaurer`).then(
            () => setMessage({ text: t.history.restored(numero) }),
            (error: Error) => setMessage({ text: error.message, error: true }),
          )
        }
      />
    </div>
  );
}
