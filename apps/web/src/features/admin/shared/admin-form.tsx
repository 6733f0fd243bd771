import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { cmsImageSource } from './cms-image-source';
import { writeFailure } from './write-failure';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A back-office edit form: checked with the route's own schema (and rules the schema cannot see),
 * then sent; the server's field errors come back to their fields, its message above the form.
 */
export function useAdminForm<T extends object>(
  formId: string,
  schema: z.ZodType<T>,
  onSubmit: (value: T) => Promise<void>,
  extraIssues: (value: T) => Errors<T> = () => ({}),
) {
  const [errors, setErrors] = useState<Errors<T>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent, value: unknown) {
    event.preventDefault();
    const checked = schema.safeParse(value);
    const found: Errors<T> = checked.success ? extraIssues(checked.data) : {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path[0] as keyof T & string] ??= issue.message;
    setErrors(found);
    setFailure(null);
    if (!checked.success || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      const { message, errors: fields } = writeFailure(error);
      setErrors(fields as Errors<T>);
      setFailure(message);
    } finally {
      setPending(false);
    }
  }

  const errorId = (name: keyof T & string) => `${formId}-${name}-error`;
  return {
    errors,
    pending,
    submit,
    /** aria-invalid and aria-describedby of a field (its help text first, when it has one). */
    aria: (name: keyof T & string, helpId?: string) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [helpId, errors[name] && errorId(name)].filter(Boolean).join(' ') || undefined,
    }),
    errorOf: (name: keyof T & string): ReactNode =>
      errors[name] && (
        <p className="field__error" id={errorId(name)}>
          {errors[name]}
        </p>
      ),
    failureAlert: failure && (
      <p className="alert alert--danger" role="alert">
        {failure}
      </p>
    ),
  };
}

/** The rich text of a CMS block or an FAQ answer, with the CMS image store and its error. */
export function ContentEditorField(props: {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <>
      <LazyRichTextEditor
        id={props.id}
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        invalid={Boolean(props.error)}
        describedBy={props.error ? errorId : undefined}
        imageUpload={cmsImageSource}
      />
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </>
  );
}
