/** One field of a back-office dialog: its label, its help and its error tied to it. */
export function DialogField({
  id,
  label,
  value,
  error,
  help,
  onChange,
  options,
  maxLength,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  help?: string | undefined;
  onChange(value: string): void;
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  inputMode?: 'numeric';
}) {
  // The rule said as help is not said twice when it is also the error.
  const shownHelp = help && help !== error ? help : undefined;
  const described = [shownHelp && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" autoComplete="off" maxLength={maxLength} inputMode={inputMode} />
      )}
      {shownHelp && (
        <p className="field__help" id={`${id}-help`}>
          {shownHelp}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
