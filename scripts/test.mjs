#!/usr/bin/env node
// `npm test`: every check of the repository, one stage after the other, stopping at the first that
// fails. Prints how long each stage took, as it ends and in a table at the end, so that the slow
// stages are in plain sight.
//   npm test                 all stages
//   npm test -- unit api     only the stages named (in their usual order)
import { spawn } from 'node:child_process';

/** The stages, in order: the quick ones first, so that a slip shows at once. */
const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'api', script: 'test:api' },
  { name: 'pg', script: 'test:pg' },
  { name: 'build', script: 'build' },
  { name: 'size', script: 'size' },
  { name: 'e2e', script: 'test:e2e' },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The stages are: ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
const stages = asked.length > 0 ? STAGES.filter((stage) => asked.includes(stage.name)) : STAGES;

const clock = (ms) => {
  const seconds = Math.round(ms / 100) / 10;
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
};

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not start npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = Date.now();
const done = [];
let failed = null;
for (const stage of stages) {
  console.log(`\n▶ ${stage.name} (npm run ${stage.script})`);
  const at = Date.now();
  const code = await run(stage.script);
  const took = Date.now() - at;
  done.push({ ...stage, took, code });
  console.log(`${code === 0 ? '✔' : '✘'} ${stage.name}: ${clock(took)}${code === 0 ? '' : ` (exit code ${code})`}`);
  if (code !== 0) {
    failed = stage;
    break;
  }
}

const width = Math.max(...stages.map((stage) => stage.name.length));
console.log('\nStage timings');
for (const stage of stages) {
  const result = done.find((d) => d.name === stage.name);
  const status = !result ? 'not run' : result.code === 0 ? clock(result.took) : `${clock(result.took)}  FAILED`;
  console.log(`  ${stage.name.padEnd(width)}  ${status}`);
}
console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - started)}`);
if (failed) {
  console.error(`\nnpm test failed at stage ${failed.name}.`);
  process.exit(1);
}
