import { useEffect, useRef, useState } from 'react';
import { widgetTexts } from './widget-texts';

/** Screen readers hear the count once typing pauses this long (GOV.UK character count: 1 s). */
export const countAnnounceDelayMs = 1000;

/** …and only from this share of the limit: a long message is not counted aloud at every pause. */
const speakFrom = 0.8;

function characterCountText(length: number, limit: number): string {
  return length > limit ? widgetTexts.charactersOver(length - limit) : widgetTexts.charactersLeft(limit - length);
}

interface CharacterCountProps {
  length: number;
  limit: number;
  /** Share of the limit from which the count shows (GOV.UK's threshold): 0.8 keeps short fields quiet. */
  threshold?: number;
}

/**
 * What remains of a field's limit (GOV.UK « character count »), under a field that never cuts the
 * text: shown at once (hidden from screen readers, who would hear it on every key), and said in a
 * polite live region once typing pauses. Past the limit it says by how much; the schema's message
 * says it again on submit. The field itself shows and ties the limit (`widgetTexts.characterLimit`).
 */
export function CharacterCount({ length, limit, threshold = 0 }: CharacterCountProps) {
  const shown = length > 0 && length >= limit * threshold;
  const status = shown ? characterCountText(length, limit) : '';
  const [spoken, setSpoken] = useState('');
  // Nothing is said on arrival: only once the member has changed the text.
  const lengthOnArrival = useRef<number | null>(length);
  useEffect(() => {
    if (lengthOnArrival.current === length) return;
    lengthOnArrival.current = null;
    const said = length >= limit * speakFrom ? status : '';
    const timer = window.setTimeout(() => setSpoken(said), countAnnounceDelayMs);
    return () => window.clearTimeout(timer);
  }, [length, limit, status]);
  return (
    <>
      {shown && (
        <p className={`field__count${length > limit ? ' field__count--over' : ''}`} aria-hidden="true">
          {status}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}
