/** What every control that picks one of a list takes (a select, a radio group). */
export interface ChoiceFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
}
