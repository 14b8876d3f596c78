import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

interface Props extends Omit<TextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  error?: string | undefined;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled text input whose error, when present, is announced and tied to the field. */
export function TextField({ label, description, error, placeholder, inputMode, ...props }: Props) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className="field">
      <Label>{label}</Label>
      <Input placeholder={placeholder} inputMode={inputMode} />
      {description ? <Text slot="description" className="field-description">{description}</Text> : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}
