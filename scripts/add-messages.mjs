#!/usr/bin/env node
/**
 * Adds or changes website messages in server/seed/messages/<locale>.json, keeping the files'
 * grouping (blank lines between groups): a known key changes in place, new keys are appended as
 * one new group. Usage: node scripts/add-messages.mjs <file.json> where the file holds
 * { "fr": { key: text }, "de": {...}, "nl": {...}, "es": {...} }. Every locale must get the same
 * keys. Writers take turns through a lock directory, so several can run at once.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCALES = ['fr', 'de', 'nl', 'es'];
const dir = new URL('../server/seed/messages/', import.meta.url);
const lock = new URL('.lock', dir);

const changes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const keys = (locale) => Object.keys(changes[locale] ?? {}).sort().join('\n');
for (const locale of LOCALES) {
  if (keys(locale) !== keys('fr')) throw new Error(`${locale} must have the same keys as fr`);
}

for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 100) throw new Error('messages are locked: remove server/seed/messages/.lock if no writer runs');
    await sleep(100);
  }
}
try {
  for (const locale of LOCALES) {
    const file = new URL(`${locale}.json`, dir);
    const lines = readFileSync(file, 'utf8').replace(/\n+$/, '').split('\n');
    const existing = JSON.parse(lines.join('\n'));
    const fresh = [];
    for (const [key, text] of Object.entries(changes[locale] ?? {})) {
      const entry = `  ${JSON.stringify(key)}: ${JSON.stringify(text)}`;
      if (key in existing) {
        const at = lines.findIndex((line) => line.startsWith(`  ${JSON.stringify(key)}:`));
        lines[at] = entry + (lines[at].trimEnd().endsWith(',') ? ',' : '');
      } else fresh.push(entry);
    }
    if (fresh.length) {
      lines.pop(); // the closing brace
      lines[lines.length - 1] += ',';
      lines.push('', fresh.join(',\n'), '}');
    }
    const text = lines.join('\n') + '\n';
    JSON.parse(text);
    writeFileSync(file, text);
  }
} finally {
  rmdirSync(lock);
}
