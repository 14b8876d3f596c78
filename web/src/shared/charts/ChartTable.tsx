/** A chart's figures as a captioned table with their definition: the chart's alternative for screen readers, and a view for anyone. */
export function ChartTable({ title, definition, valueLabel, rows }: { title: string; definition: string; valueLabel: string; rows: [string, string][] }) {
  return (
    <details className="chart-table">
      <summary>{title} as a table</summary>
      <p className="chart-definition">{definition}</p>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead><tr><th scope="col">Category</th><th scope="col">{valueLabel}</th></tr></thead>
        <tbody>
          {rows.length === 0 ? <tr><td colSpan={2}>No figures yet.</td></tr> : rows.map(([label, value]) => (
            <tr key={label}><th scope="row">{label}</th><td>{value}</td></tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
