/**
 * What the console's accent- and case-insensitive lead search costs (docs/console.md, issue 26): N leads with Spanish
 * names, e-mails and messages in a scratch database (PGlite, and PostgreSQL when it answers), then the inbox's page
 * query (count + 25 rows + duplicates) for a name word without accents, an e-mail, a phone and a message word, and the
 * saved views' counts. Median and p95 of 15 runs each, in ms.
 *
 * Usage: npx tsx scripts/bench/lead-search.ts [leads, default 20000]
 */
import { randomUUID } from 'node:crypto';
import { leads } from '../../src/features/leads/tables';
import { openTestDatabase, testDrivers } from '../../src/server/db/testing';
import { leadViewCounts, listLeads, parseLeadFilter } from '../../src/features/console/server/leads-inbox';

const total = Number(process.argv[2] ?? 20_000);
const firstNames = ['José', 'María', 'Ñahui', 'Rosa', 'Sebastián', 'Lucía', 'Andrés', 'Inés', 'Martín', 'Sofía', 'Raúl', 'Anaí'];
const lastNames = ['Pérez', 'Huamán', 'Quispe', 'Mamani', 'Flores', 'Rodríguez', 'Gómez', 'Chávez', 'Ramírez', 'Núñez'];
const words = ['web', 'tienda', 'campaña', 'cotización', 'aplicación', 'catálogo', 'chatbot', 'diseño', 'reunión', 'precio'];

function pick<T>(items: T[], i: number): T {
  return items[i % items.length]!;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  await run(); // warm-up
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: Math.round(samples[7]! * 10) / 10, p95: Math.round(samples[14]! * 10) / 10 };
}

for (const driver of testDrivers()) {
  const database = await openTestDatabase(driver);
  try {
    const started = performance.now();
    for (let offset = 0; offset < total; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, total - offset) }, (_, k) => {
        const i = offset + k;
        return {
          id: randomUUID(),
          formId: 'contacto',
          formKind: 'contact',
          locale: 'es',
          firstName: pick(firstNames, i * 7),
          lastName: `${pick(lastNames, i * 3)} ${pick(lastNames, i)}`,
          phone: `+519${String(10_000_000 + i).padStart(8, '0')}`,
          email: i % 2 ? `cliente${i}@empresa${i % 97}.pe` : null,
          message: `Quiero una ${pick(words, i)} y una ${pick(words, i * 5)} para mi negocio ${i}`,
          dedupeKey: `key:${randomUUID()}`,
          createdAt: new Date(Date.now() - i * 60_000),
        };
      });
      await database.db.insert(leads).values(rows);
    }
    const loadMs = Math.round(performance.now() - started);
    const results: Record<string, { median: number; p95: number }> = {};
    for (const [name, q] of [
      ['name without accents', 'nahui perez'],
      ['e-mail', 'cliente1234@empresa'],
      ['phone with spaces', '910 001 234'],
      ['message word', 'cotizacion'],
      ['no filter', ''],
    ] as const) {
      results[name] = await timed(() => listLeads(database.db, parseLeadFilter(q ? { q } : {}), 'op-bench'));
    }
    results['view counts'] = await timed(() => leadViewCounts(database.db, 'op-bench'));
    console.log(JSON.stringify({ driver, leads: total, loadMs, ms: results }));
  } finally {
    await database.destroy();
  }
}
