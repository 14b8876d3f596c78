/**
 * bench/report.md from the figures bench/run.ts collects (the same object it writes as results.json):
 * each figure with its baseline and target, and what limits it.
 */
export function report(r: any): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    '# FeeSetu benchmark report', '',
    `Run ${r.when} on ${r.machine.cpus} cores. Data: ${r.size.loans.toLocaleString('en-IN')} loans with ${(r.size.loans * 3).toLocaleString('en-IN')} events, ${r.size.parents.toLocaleString('en-IN')} parents, ${r.size.schools} schools (seeded in ${r.seedSeconds.toFixed(1)} s).`,
    `Load: autocannon, ${r.connections} connections, ${r.durationSeconds} s per endpoint, given in ${r.http[0]?.api.rounds ?? 1} stretches that alternate with the bare side's (so a slow moment of the shared machine falls on both); the API and the bare baseline run on the same machine in the same run, against the same database. Each side is warmed for a second first, not counted. Throughput counts every request over all the stretches; p50 and p99 are the median stretch's (the worst stretch's p99 is in results.json as worstP99).`, '',
    '## HTTP: the API against a bare node:http + pg endpoint running the same work', '',
    '| endpoint | API req/s | bare req/s | ratio (reads: target ≥ 70 %) | API p50 / p99 ms | bare p50 / p99 ms | p99 (reads: target < 25 ms) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    // The targets are the reads'; a write's figures are reported beside its baseline, without a target.
    ...r.http.map((h: any) => {
      const mark = (met: boolean) => (h.kind === 'read' ? (met ? ' ✓' : ' ✗') : ' (write)');
      return `| ${h.name} | ${h.api.rps.toFixed(0)} | ${h.bare.rps.toFixed(0)} | ${(h.ratio * 100).toFixed(0)} %${mark(h.ratio >= 0.7)} | ${h.api.p50} / ${h.api.p99} | ${h.bare.p50} / ${h.bare.p99} | ${h.api.p99}${mark(h.api.p99 < 25)} |`;
    }),
    '',
    'The issue sets its targets for the reads, with their authentication and validation. The EMI calculation and the section decision are its writes: they are measured the same way and reported beside their baselines, with no target to meet.', '',
    'What limits the figures: the API still does per request what the bare endpoint skips: it checks the token (a verified signature is remembered for 3 s) and that the session is live (remembered for 3 s), checks that the reviewer may read the loan, validates the input, sets the security headers (worked out once at start-up; API answers carry the five that matter for JSON, not the dozen a page needs), gives the request an id and readies its log line, and goes through Express\'s router. The API runs at log level `error` here, so an answered request writes no line; at the default level, `info`, the line written per request cost about 5 % more in a separate measurement. The EMI calculation has no database work, so that fixed cost is most of its time and its ratio is the lowest; the reads that go to the database are bounded by PostgreSQL on the same two cores, where the bare side waits as long (compare the p99 columns). On this machine a socket write is dear: in a CPU profile of the API under the queue page\'s load, a third of its time is the one system call that sends each query to PostgreSQL, which the bare side makes as well. Everything (API, baseline, PostgreSQL and autocannon itself) shares the same cores, and the same endpoint moves by ten points or more between runs. The section decision is bounded by the workflow: each update is a workflow task and an activity writing the event and the read model, for the API and the baseline alike.', '',
    'Fairness of the baselines: each bare endpoint calls the same repository functions (or the same SQL) and renders the same view as the API, so the ratio prices the framework, authentication, authorization, validation and logging only. The section decision\'s baseline sends the same Temporal update to the same workflow through the Temporal client without Express, because the decision is not a database write the API makes: the API\'s only path to the loan is the update, and the bare side must pay the same workflow task and activity or it would measure a different thing. The API side additionally checks that the underwriter holds the loan (one query). Sessions: the API remembers a session found live, and a token whose signature checked out, for 3 s in the process (revocation in the process is immediate; see SECURITY.md), so a burst of reads costs one session query per few seconds. The parent\'s loans and the desk\'s reads are named (prepared) statements in the repositories both sides call, and both sides\' connections keep one plan per statement (`plan_cache_mode = force_generic_plan`, db/pool.ts): by default PostgreSQL plans a page again on every execution, because it cannot price an unknown LIMIT and OFFSET, and planning the queue page took twice as long as running it. The plans below are the ones the API runs.', '',
    '## Queries at 100,000 loans', '',
    ...(r.explains.length === 0 ? [] : ['Counts no longer walk the loans: PostgreSQL keeps the number of loans in each (status, underwriter, approver) group in `loan_status_counts`, by statement-level triggers on `loans` in the same transaction as each change (migration 012), so a count reads a few dozen rows whatever the number of loans.', '']),
    ...r.explains.flatMap((e: any) => [`### ${e.name}: ${e.keptCounts ? `reads the kept counts, not the loans (${r.keptCountRows} rows) ✓` : e.usesIndex ? 'served by an index ✓' : 'NOT served by an index ✗'}`, '', '```', e.plan, '```', '']),
    ...(!r.workflow ? [] : [
      '## Workflow throughput', '',
      `${r.workflow.applications} finished applications (each parent with a sealed PAN and bank account, the wizard's ITR, KYC and utility checks, and a fee entry holding the application snapshot) submitted as the fee step submits them (loan, fee entry and outbox job in one transaction), to 'ready for review': ${r.workflow.seconds.toFixed(1)} s, **${r.workflow.perSecond.toFixed(1)} applications per second** (target ≥ 50 ${r.workflow.perSecond >= 50 ? '✓' : '✗'}); submitting them took ${(r.workflow.submittedMs / 1000).toFixed(1)} s of that, and the first was ready after ${r.workflow.firstReadyMs.toFixed(0)} ms. One application alone, on a warm idle worker: ${r.workflow.singleMs.toFixed(0)} ms from submission to 'ready for review'.`, '',
      'On the way each application is started by the worker from its outbox job (woken by NOTIFY, started eagerly on the worker\'s own connection), opens the sealed PAN and account, runs the PAN, penny-drop and bureau checks against the sandboxes and takes the wizard\'s other outcomes, prices the loan and computes the expert score, and records three transitions (event and read model). The checks are one local activity and pricing with scoring another, both inside the workflow task, and each transition is written while the next step runs. The worker takes up to 500 such tasks at once: a task holds its slot through the whole stage, and a start that finds no free slot waits in the server\'s stored backlog.', '',
      '| CPU per application | ms |', '| --- | --- |',
      ...Object.entries(r.workflow.cpuMsPerApplication).map(([part, ms]: any) => `| ${part} | ${ms.toFixed(1)} |`),
      `| all | ${(Object.values(r.workflow.cpuMsPerApplication) as number[]).reduce((a, b) => a + b, 0).toFixed(1)} |`, '',
      `What limits it: CPU. At ${(Object.values(r.workflow.cpuMsPerApplication) as number[]).reduce((a, b) => a + b, 0).toFixed(0)} ms of CPU per application across the worker, the Temporal dev server and PostgreSQL, ${r.machine.cpus} cores can carry at most ${((r.machine.cpus * 1000) / (Object.values(r.workflow.cpuMsPerApplication) as number[]).reduce((a, b) => a + b, 0)).toFixed(0)} applications per second even with nothing else running. The worker's share is mostly the Temporal SDK's own work per workflow activation and local activity (the bridge to its core, the activation pipeline, and the stack trace it records for every promise in workflow code), not the application's code. Of that, 4–5 ms per application is Node's vm timeout: the SDK enters the workflow sandbox with a deadlock timeout several times per activation, and Node starts and joins an operating-system thread for each such call (an experiment without the timeout reached 57 a second); it stays, as the SDK's guard against workflow code that never yields. The server's share is the start, the workflow task and the history it writes.`, '',
    ]),
    ...(!r.web ? [] : [
      '## Web', '',
      `Initial download of the public pages (gzipped): ${kb(r.web.initialGzipBytes)} (${r.web.initialFiles.join(', ')}); target at most 120 KB ${r.web.initialGzipBytes <= 120 * 1024 ? '✓' : '✗'}. Every other area is a separate chunk loaded on demand.`, '',
      ...(!r.routes ? [] : [
        'What each route downloads to be shown, opened in headless Chromium with an empty cache until the network is idle (chunks fetched only on a later click, such as a dialog, are not counted); each file counted at its gzipped size:', '',
        '| route | JavaScript | CSS | files |', '| --- | --- | --- | --- |',
        ...r.routes.map((route: any) => route.error
          ? `| ${route.name} (\`${route.path}\`) | not measured: ${route.error.split('\n')[0]} | | |`
          : `| ${route.name} (\`${route.path.replace(/\/FS\d+$/, '/:id')}\`) | ${kb(route.jsGzipBytes)} | ${kb(route.cssGzipBytes)} | ${route.files.length} |`),
        '',
        `Every route starts with the same initial download (${kb(r.web.initialGzipBytes)}, the files the page itself names, fetched before any script runs); the rest is the route's own chunks, fetched once the app has started. On the public pages that is mostly the EMI calculator, drawn in the prerendered page and made live when its chunk (with its form controls and validation library) arrives.`, '',
      ]),
      'Every file of the build:', '',
      '| file | gzipped |', '| --- | --- |',
      ...Object.entries(r.web.files).sort((a: any, b: any) => b[1] - a[1]).map(([f, n]: any) => `| ${f} | ${kb(n)} |`),
      '', '### Lighthouse (performance, mobile emulation with simulated slow 4G, headless Chromium)', '',
      'Each page is run several times (`BENCH_LIGHTHOUSE_RUNS`, default 3); the table shows the run with the median score, and the last column every score.', '',
      '| page | score | LCP ms | TBT ms | target | scores of the runs |', '| --- | --- | --- | --- | --- | --- |',
      ...r.lighthouse.map((p: any) => `| ${p.name} (\`${p.path.replace(/FS\d+/, ':id')}\`) | ${p.score ?? `not measured: ${p.error}`} | ${p.lcpMs?.toFixed(0) ?? '–'} | ${p.tbtMs?.toFixed(0) ?? '–'} | ${p.path === '/' ? `≥ 95 ${p.score >= 95 ? '✓' : '✗'}` : 'reported'} | ${(p.runs ?? []).join(', ')} |`),
      '', 'The pages are served by the API process in production mode from `web/dist` on localhost, so the network cost is all simulated. The build writes a brotli and a gzip copy of every file, which the server picks by Accept-Encoding, and `/` arrives already drawn (prerendered at build time, then hydrated), so it paints with the style sheet before any JavaScript runs; what is left of its time is the React entry evaluated under the 4× CPU slow-down (the TBT column). The review screen is drawn in the browser after the reviewer\'s session and the loan are read, so its LCP waits for the JavaScript and two API calls.', '',
    ]),
  ];
  return lines.join('\n');
}
