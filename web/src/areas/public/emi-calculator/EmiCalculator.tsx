import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { CALCULATOR_MONTHS, CALCULATOR_RATES, emiDetailSchema, type EmiCalculatorResult } from '../../../../../domain/schemas/emi-calculator.schema.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { formatWholeRupees } from '../../../shared/lib/format.ts';
import { useHydrated } from '../../../shared/lib/use-hydrated.ts';
import { calculateEmi } from './calculate-emi.api.ts';

interface Row { principle: string; months: string; rate: string }
type RowErrors = Partial<Record<keyof Row, string>>;

const EMPTY_ROW: Row = { principle: '', months: '', rate: '' };
const MONTH_OPTIONS = CALCULATOR_MONTHS.map((m) => ({ value: String(m), label: `${m} months` }));
const RATE_OPTIONS = CALCULATOR_RATES.map((r) => ({ value: String(r), label: `${r}%` }));

function validateRow(row: Row): RowErrors {
  const result = emiDetailSchema.safeParse(row);
  if (result.success) return {};
  const errors: RowErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Row;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The EMI calculator of the public pages: one child, or two with Add Student. */
export function EmiCalculator() {
  const headingId = useId();
  const [rows, setRows] = useState<[Row, Row]>([EMPTY_ROW, EMPTY_ROW]);
  const [showSecond, setShowSecond] = useState(false);
  const [errors, setErrors] = useState<[RowErrors, RowErrors]>([{}, {}]);
  const [result, setResult] = useState<EmiCalculatorResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until React has taken over the prerendered form its controls stay disabled: a press would reload the
  // page, and a figure typed in would be lost.
  const hydrated = useHydrated();

  const update = (index: 0 | 1, field: keyof Row, value: string) => {
    setRows((current) => {
      const next: [Row, Row] = [{ ...current[0] }, { ...current[1] }];
      next[index][field] = value;
      return next;
    });
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // The second child counts only when an amount is entered for it.
    const includeSecond = showSecond && rows[1].principle.trim() !== '';
    const nextErrors: [RowErrors, RowErrors] = [validateRow(rows[0]), includeSecond ? validateRow(rows[1]) : {}];
    setErrors(nextErrors);
    if (Object.keys(nextErrors[0]).length > 0 || Object.keys(nextErrors[1]).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      setResult(await calculateEmi(includeSecond ? [rows[0], rows[1]] : [rows[0]]));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof Error ? error.message : 'Some thing went wrong, Please Retry');
    } finally {
      setBusy(false);
    }
  }

  const renderRow = (index: 0 | 1) => (
    <fieldset className="calculator-row" key={index}>
      <legend>{index === 0 ? 'First child' : 'Second child'}</legend>
      <TextField
        label="Loan amount (₹)"
        name={`principle-${index}`}
        inputMode="numeric"
        placeholder="e.g. 150000"
        value={rows[index].principle}
        onChange={(v) => update(index, 'principle', v)}
        error={errors[index].principle}
      />
      <SelectField label="Months" name={`months-${index}`} placeholder="Select" value={rows[index].months} options={MONTH_OPTIONS} onChange={(v) => update(index, 'months', v)} error={errors[index].months} />
      <SelectField label="Interest rate" name={`rate-${index}`} placeholder="Select" value={rows[index].rate} options={RATE_OPTIONS} onChange={(v) => update(index, 'rate', v)} error={errors[index].rate} />
    </fieldset>
  );

  return (
    <section className="calculator card" aria-labelledby={headingId}>
      <h2 id={headingId}>EMI calculator</h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="calculator-controls" disabled={!hydrated}>
          {renderRow(0)}
          <button type="button" className="link-button" aria-expanded={showSecond} onClick={() => setShowSecond((s) => !s)}>
            {showSecond ? 'Remove second student' : 'Add Student'}
          </button>
          {showSecond ? renderRow(1) : null}
          <Button type="submit" className="button primary" isDisabled={busy}>{busy ? 'Calculating…' : 'Calculate EMI'}</Button>
        </fieldset>
      </form>
      {failure ? <p className="form-error" role="alert">{failure}</p> : null}
      <div aria-live="polite">
        {result ? (
          <dl className="calculator-result" data-testid="emi-result">
            <div><dt>First child's EMI</dt><dd data-testid="child1-emi">{formatWholeRupees(result.child1Emi)}</dd></div>
            {result.child2Emi !== undefined ? (
              <>
                <div><dt>Second child's EMI</dt><dd data-testid="child2-emi">{formatWholeRupees(result.child2Emi)}</dd></div>
                <div><dt>Total EMI</dt><dd data-testid="total-emi">{formatWholeRupees(result.totalEmi)}</dd></div>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
