import { Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import type { ChoiceFieldProps } from './choice-field.ts';

/** A small set of choices shown at once (Add Student, ITR type): big touch targets on phones. */
export function RadioGroup({ label, value, options, onChange, error }: ChoiceFieldProps) {
  return (
    <AriaRadioGroup className="field radio-group" value={value || null} onChange={onChange} isInvalid={Boolean(error)} orientation="horizontal">
      <Label>{label}</Label>
      <div className="radio-options">
        {options.map((option) => <Radio key={option.value} value={option.value} className="radio">{option.label}</Radio>)}
      </div>
      {error ? <Text slot="errorMessage" className="field-error" role="alert">{error}</Text> : null}
    </AriaRadioGroup>
  );
}
