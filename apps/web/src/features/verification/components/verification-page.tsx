import '../verification.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { formaterCode, verifierFormeCode } from '@portail/shared/contrat/code-verification';
import { verificationMessages, type VerificationResponse } from '@portail/shared/contrat/editions-api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { apiJson } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { verificationTexts as t } from '../texts';

const verdictId = 'verification-verdict';
const resultTitleId = 'verification-resultat';

type Result = { kind: 'answer'; answer: VerificationResponse } | { kind: 'refused'; message: string };

/** The shape is checked here with the server's own rule; the server says whether we issued it. */
function shapeError(typed: string): string | null {
  const { etat } = verifierFormeCode(typed);
  return etat === 'valide' ? null : verificationMessages[etat];
}

function Verdict({ result }: { result: Result }) {
  if (result.kind === 'refused')
    return (
      <p id={verdictId} className="verification__verdict verification__verdict--refus">
        {result.message}
      </p>
    );
  const { answer } = result;
  const tone = answer.statut === 'valide' ? 'valide' : 'attention';
  return (
    <>
      <p id={verdictId} className={`verification__verdict verification__verdict--${tone}`}>
        {answer.message}
      </p>
      <dl className="verification__facts">
        <dt>{t.document}</dt>
        <dd>{answer.libelleType}</dd>
        <dt>{t.organisme}</dt>
        <dd>{answer.organisme}</dd>
        <dt>{t.emisLe}</dt>
        <dd>{answer.emisLe}</dd>
        <dt>{t.valableJusquau}</dt>
        <dd>{answer.valableJusquau}</dd>
        <dt>{t.titulaire}</dt>
        <dd>{answer.titulaire}</dd>
      </dl>
      <p className="field__hint">{t.privacy}</p>
    </>
  );
}

/**
 * `#/verification/{code}` (the QR code of an issued document) and `#/verification` (a code typed
 * from the paper): GET /api/verify/{code}, said in French, with nothing more than it answers.
 */
export function VerificationPage() {
  usePageTitle(t.title);
  const { code: fromUrl } = useParams();
  const navigate = useNavigate();
  // The address's code fills the field once; afterwards the field is the visitor's.
  const [typed, setTyped] = useState(fromUrl ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const urlError = fromUrl ? shapeError(fromUrl) : null;
  const code = fromUrl && !urlError ? formaterCode(verifierFormeCode(fromUrl).code) : null;
  const verification = useQuery({
    queryKey: ['verification', code],
    queryFn: ({ signal }) =>
      apiJson<VerificationResponse>(`/api/verify/${encodeURIComponent(code!)}`, { signal, redirectOn401: false }),
    enabled: code !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const result: Result | null = urlError
    ? { kind: 'refused', message: urlError }
    : verification.data
      ? { kind: 'answer', answer: verification.data }
      : verification.error
        ? { kind: 'refused', message: errorMessage(verification.error) }
        : null;
  const busy = code !== null && verification.isFetching;

  // One verdict per code shown: focus goes to it once, not at every render.
  const verdictKey = result && !busy ? `${fromUrl}:${result.kind}` : null;
  useEffect(() => {
    // The verdict is where a screen reader's and a keyboard user's attention goes next.
    if (verdictKey) resultRef.current?.focus();
  }, [verdictKey]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const error = shapeError(typed);
    setFieldError(error);
    if (error) return;
    const wanted = formaterCode(verifierFormeCode(typed).code);
    // The same code again (after a refused or failed call): asked again, not a no-op navigation.
    if (wanted === code) void verification.refetch();
    // The code goes into the address: the page can be reloaded or shared as it is.
    else void navigate(`/verification/${wanted}`);
  }

  return (
    <section className="card">
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t.code}
          hint={t.hint}
          value={typed}
          onChange={setTyped}
          state={fieldError ? 'error' : 'default'}
          message={fieldError}
          autoComplete="off"
          maxLength={40}
          className="field--inline"
          announceErrors
        />
        <div className="button-row">
          <Button type="submit" disabled={busy}>
            {t.submit}
          </Button>
        </div>
      </form>
      {/* Present from the start, so that screen readers announce what it comes to say. */}
      <p role="status" className="verification__checking">
        {busy ? t.checking : ''}
      </p>
      {result && !busy && (
        <section className="verification__result" aria-labelledby={resultTitleId}>
          {/* Focus comes here with the verdict: the heading is read with it (aria-describedby). */}
          <h2 id={resultTitleId} ref={resultRef} tabIndex={-1} aria-describedby={verdictId}>
            {t.resultTitle}
          </h2>
          <Verdict result={result} />
        </section>
      )}
    </section>
  );
}
