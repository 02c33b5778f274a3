/**
 * Does the login reveal whether an account exists? Measures, through the gateway (in-process), the
 * time distribution of the answers for a known and an unknown account:
 * - requestLoginCode (the same work for both: a challenge, a code, an outbox message);
 * - loginWithPassword with a wrong password (both run one scrypt: the stored hash, or a dummy one).
 * Prints median / p90 per case, and whether the answers were identical, and writes tests/bench/results/login-enumeration-<time>.json.
 * Usage: tsx tests/bench/login-enumeration.ts [samples=40]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createTestShop } from '../support/shop.ts';

const samples = Number(process.argv[2] ?? 40);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const shop = await createTestShop();

async function gql(query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const response = await shop.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
  const elapsed = performance.now() - started;
  return {
    elapsed,
    body: response.json() as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

const REQUEST =
  'mutation($l: String!) { requestLoginCode(login: $l, purpose: LOGIN) { channel expiresIn resendIn } }';
const LOGIN = 'mutation($l: String!, $p: String!) { loginWithPassword(login: $l, password: $p) { id } }';

// A known account with a password (sign-up by code, reading the code from the outbox).
const challenge = await gql('mutation { requestLoginCode(login: "99550000", purpose: LOGIN) { id } }', {});
const id = (challenge.body.data as { requestLoginCode: { id: string } }).requestLoginCode.id;
const { rows } = await shop.db.query<{ body: string }>(
  `select body from outbox where recipient = '99550000'`,
);
const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
const verified = await gql(
  'mutation($id: ID!, $c: String!) { verifyLoginCode(challengeId: $id, code: $c) { passwordTicket } }',
  { id, c: code },
);
const ticket = (verified.body.data as { verifyLoginCode: { passwordTicket: string } }).verifyLoginCode
  .passwordTicket;
await gql(
  'mutation($t: String!) { setPassword(ticket: $t, password: "known password", passwordConfirmation: "known password") { id } }',
  { t: ticket },
);

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(2));
  return { median: at(0.5), p90: at(0.9), min: at(0), max: at(1) };
};

type Call = (index: number) => Promise<{ elapsed: number; body: unknown }>;

/** Known and unknown alternate sample by sample, so drift (GC, JIT, other load) hits both alike. */
async function compare(name: string, known: Call, unknown: Call) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  await known(-1);
  await unknown(9999);
  for (let index = 0; index < samples; index += 1) {
    for (const side of ['known', 'unknown'] as const) {
      // A fresh hour for each sample, so the rate limits never answer instead of the code path.
      shop.clock.advance(3_600_000);
      const { elapsed, body } = await (side === 'known' ? known : unknown)(index);
      times[side].push(elapsed);
      answers[side].add(JSON.stringify(body));
    }
  }
  const sameAnswer = answers.known.size === 1 && [...answers.known][0] === [...answers.unknown][0];
  return [
    { name: `${name} known`, ...stats(times.known), sameAnswer },
    { name: `${name} unknown`, ...stats(times.unknown), sameAnswer },
  ];
}

const results = [
  ...(await compare(
    'requestLoginCode',
    () => gql(REQUEST, { l: '99550000' }),
    (index) => gql(REQUEST, { l: `9956${String(index).padStart(4, '0')}` }),
  )),
  ...(await compare(
    'wrong password',
    () => gql(LOGIN, { l: '99550000', p: 'wrong password' }),
    (index) => gql(LOGIN, { l: `9957${String(index).padStart(4, '0')}`, p: 'wrong password' }),
  )),
];
console.table(results);
await mkdir(resultsDir, { recursive: true });
const file = `${resultsDir}login-enumeration-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
await writeFile(file, `${JSON.stringify({ samples, results }, null, 2)}\n`);
console.log(`written ${file}`);
await shop.close();
