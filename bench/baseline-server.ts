import http from 'node:http';
import pg from 'pg';
import { calculateEmis } from '../domain/emi-calculator.ts';
import { emiCalculatorRequestSchema } from '../domain/schemas/emi-calculator.schema.ts';

// The practical limit of the stack: bare node:http and pg running the same queries as the API,
// with no framework, no authentication and no validation beyond what the answer needs.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const port = Number(process.env.PORT);

const server = http.createServer((req, res) => {
  const send = (body: unknown) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith('/loans?borrower=')) {
    const borrower = decodeURIComponent(req.url.slice('/loans?borrower='.length));
    pool.query('SELECT id, created_at, tenure_months, status FROM loans WHERE borrower_id = $1 ORDER BY created_at DESC, id DESC', [borrower])
      .then(({ rows }) => send({ message: 'Loans', data: rows }))
      .catch(() => { res.writeHead(500); res.end(); });
    return;
  }
  if (req.url === '/emi' && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => send({ message: 'EMI calculated successfully', data: calculateEmis(emiCalculatorRequestSchema.parse(JSON.parse(body))) }));
    return;
  }
  res.writeHead(404);
  res.end();
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => { server.close(); void pool.end(); });
