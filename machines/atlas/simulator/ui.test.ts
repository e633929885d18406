import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue';
import { simulatorPage } from './page';
import { mountSimulator } from './ui';

/** The page as the atlas writes it (a stand-in drawing with the states and one transition), in jsdom. */
function openPage(hash = '') {
  const drawing = `<svg><g data-state="newsletter"><g data-state="newsletter.editing"></g><g data-state="newsletter.warned"></g></g><g class="edge" data-transition="newsletter.warned --USE_SUGGESTION--> newsletter.editing::0"></g></svg>`;
  const html = simulatorPage(
    catalogue.map((entry) => ({ entry })),
    new Map([['newsletter', drawing]]),
  );
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/, '').replace(/<\/html>\s*$/, '');
  window.history.replaceState(null, '', `/simulate.html${hash}`);
  mountSimulator(document, catalogue);
  const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === name)!;
  const text = (id: string) => document.getElementById(id)!.textContent;
  return { button, text };
}

afterEach(() => {
  document.documentElement.innerHTML = '';
});

describe('the simulator page', () => {
  it('steps by its buttons, lights the state, undoes and redoes, and keeps the walk in the URL', () => {
    const { button, text } = openPage();
    expect(text('sim-state')).toBe('editing');
    expect(text('sim-events-title')).toBe('Events (6 of 11 enabled)');
    expect(button('USE_SUGGESTION').disabled).toBe(true);

    button('TYPE {"email":"camille@gmial.com"}').click();
    button('SUBMIT').click();
    expect(text('sim-state')).toBe('warned');
    expect(document.activeElement).toBe(button('SUBMIT'));
    expect(text('sim-announce')).toBe('Now in warned.');
    expect(document.querySelector('[data-state="newsletter.warned"]')!.classList.contains('is-current')).toBe(true);
    expect(document.querySelector('[data-state="newsletter.editing"]')!.classList.contains('is-current')).toBe(false);
    expect(document.querySelector('[data-transition]')!.classList.contains('is-enabled')).toBe(true);
    expect(window.location.hash).toMatch(/^#machine=newsletter&steps=\d+\.\d+$/);
    expect([...document.querySelectorAll('#sim-history li')].map((item) => item.textContent)).toEqual([
      'In editing, TYPE {"email":"camille@gmial.com"} → editing',
      'In editing, SUBMIT → warned',
    ]);

    button('Undo').click();
    expect(text('sim-state')).toBe('editing');
    expect(button('Redo').disabled).toBe(false);
    button('Redo').click();
    expect(text('sim-state')).toBe('warned');
    expect(button('Redo').disabled).toBe(true);

    const exported = JSON.parse((document.getElementById('sim-export') as HTMLTextAreaElement).value);
    expect(exported.paths[0]).toMatchObject({ start: 'editing', end: 'warned' });
    expect((document.getElementById('sim-download') as HTMLAnchorElement).href).toBe(`data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify(exported, null, 2)}\n`)}`);
  });

  it('replays the walk a link names, and opens another machine from its select', () => {
    const { text } = openPage('#machine=phoneUnsubscribe&input=1');
    expect((document.getElementById('sim-machine') as HTMLSelectElement).value).toBe('phoneUnsubscribe');
    expect(document.getElementById('sim-input-field')!.hidden).toBe(false);
    expect((document.getElementById('sim-input') as HTMLSelectElement).value).toBe('1');
    expect(text('sim-diagram')).toBe('No diagram for this machine.');

    const select = document.getElementById('sim-machine') as HTMLSelectElement;
    select.value = 'newsletter';
    select.dispatchEvent(new Event('change'));
    expect(text('sim-state')).toBe('editing');
    expect(document.getElementById('sim-input-field')!.hidden).toBe(true);
    expect(window.location.hash).toBe('#machine=newsletter');
  });
});
