// Adds Kenya's bank recipient type to the test copy of Paystack's OpenAPI description.
//
// Paystack's published description (github.com/PaystackOSS/openapi, dist/paystack.yaml) lists the recipient types
// nuban, ghipss, mobile_money, basa and authorization for Create Transfer Recipient; its guide to transfer
// recipients (paystack.com/docs/transfers/creating-transfer-recipients) also lists `kepss`, the Kenya Electronic
// Payment and Settlement System, for bank accounts in Kenya (KES). Without it, Prism refuses every Kenyan bank
// recipient the payouts adapter creates. This adds `kepss` to that one enum (components.schemas
// .TransferRecipientCreate.properties.type) as a text edit, so the rest of the file stays byte for byte as
// published.
//
// Usage: npx tsx tests/support/payments/patch-paystack.ts          apply (running it again changes nothing)
//        npx tsx tests/support/payments/patch-paystack.ts --check  exit 1 unless the patch is in place

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = join(dirname(fileURLToPath(import.meta.url)), 'paystack.yaml');
const SCHEMA = '    TransferRecipientCreate:\n';
const ENUM_AFTER = '            - mobile_money\n';
const ADDED = '            - kepss\n';

const text = readFileSync(FILE, 'utf8');
const start = text.indexOf(SCHEMA);
if (start < 0 || text.indexOf(SCHEMA, start + 1) >= 0) {
  fail('expected exactly one components.schemas.TransferRecipientCreate');
}
// The schema runs until the next entry at its own indentation (four spaces, then a name).
const next = text.slice(start + SCHEMA.length).search(/^ {4}\S/m);
const end = next < 0 ? text.length : start + SCHEMA.length + next;
const schema = text.slice(start, end);
const typeEnum = /^ {8}type:\n(?: {10}.*\n)*? {10}enum:\n((?: {12}- .*\n)+)/m.exec(schema);
const list = typeEnum?.[1];
if (!typeEnum || !list?.includes(ENUM_AFTER)) {
  fail('TransferRecipientCreate.type has no enum listing mobile_money');
}

const patched = list.includes(ADDED);
if (process.argv.includes('--check')) {
  if (!patched) fail('not patched: run npx tsx tests/support/payments/patch-paystack.ts');
  console.log('paystack.yaml: TransferRecipientCreate.type lists kepss');
} else if (patched) {
  console.log('paystack.yaml: already patched (kepss listed)');
} else {
  const listStart = start + typeEnum.index + typeEnum[0].length - list.length;
  const result =
    text.slice(0, listStart) +
    list.replace(ENUM_AFTER, ENUM_AFTER + ADDED) +
    text.slice(listStart + list.length);
  writeFileSync(FILE, result);
  console.log('paystack.yaml: added kepss to TransferRecipientCreate.type');
}

function fail(message: string): never {
  console.error(`patch-paystack: ${message}`);
  process.exit(1);
}
