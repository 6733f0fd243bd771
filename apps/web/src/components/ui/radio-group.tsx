import { useId } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { radioOptions, type RadioSource } from './radio-options';
import type { FieldState } from './text-field';
import './press-style';

interface RadioGroupProps<T> extends RadioSource<T> {
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  state?: FieldState;
  message?: string | null;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

/** §2 radio group on react-aria: arrows move the choice, Tab leaves the group. */
export function RadioGroup<T>(props: RadioGroupProps<T>) {
  const { label, value, onChange, state = 'default', message, required, orientation = 'horizontal' } = props;
  const { options, error } = radioOptions(props);
  const errorId = useId();
  if (error) {
    return (
      <p id={errorId} role="alert" className="alert alert--danger">
        {error}
      </p>
    );
  }
  const selected = options.findIndex((o) => Object.is(o.value, value));
  const isError = state === 'error' && !!message;
  return (
    <AriaRadioGroup
      className={`radio-group radio-group--${orientation}`}
      value={selected < 0 ? null : String(selected)}
      onChange={(index) => onChange(options[Number(index)]?.value)}
      isInvalid={isError}
      isRequired={required}
      validationBehavior="aria"
      orientation={orientation}
    >
      <Label className="radio-group__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <div className="radio-group__options">
        {options.map((option, index) => (
          <Radio key={index} value={String(index)} className="radio">
            {option.label}
          </Radio>
        ))}
      </div>
      {!isError && message && (
        <Text slot="description" className="field__hint">
          {message}
        </Text>
      )}
      <FieldError className="field__error">{message}</FieldError>
    </AriaRadioGroup>
  );
}
