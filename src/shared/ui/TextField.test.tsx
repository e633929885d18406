import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';
import { TextField } from './TextField';

function NameForm({ onName }: { onName: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <TextField
        label="Prénom"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          onName(event.target.value);
        }}
      />
      <p data-testid="said">{name}</p>
    </form>
  );
}

/** The server's form in the page, typed in before the browser takes it over. */
function serverForm(html: string, typed: string): { container: HTMLElement; input: HTMLInputElement } {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = typed;
  return { container, input };
}

// React's act() waits for the hydration's renders and effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a field drawn by the server', () => {
  it('keeps what was typed before the browser took it over, and the form knows it', async () => {
    const names: string[] = [];
    const { container, input } = serverForm(renderToString(<NameForm onName={() => {}} />), 'Léa');

    await act(async () => {
      hydrateRoot(container, <NameForm onName={(name) => names.push(name)} />);
    });

    expect(input.value).toBe('Léa');
    expect(container.querySelector('[data-testid="said"]')!.textContent).toBe('Léa');
    expect(names).toEqual(['Léa']);
    container.remove();
  });

  it('says nothing to the form when nothing was typed before', async () => {
    const names: string[] = [];
    const { container } = serverForm(renderToString(<NameForm onName={() => {}} />), '');

    await act(async () => {
      hydrateRoot(container, <NameForm onName={(name) => names.push(name)} />);
    });

    expect(names).toEqual([]);
    container.remove();
  });

  it('keeps an email typed early too, and still hands the input to a ref', async () => {
    const seen: string[] = [];
    let element: HTMLInputElement | null = null;
    function Newsletter() {
      const [email, setEmail] = useState('');
      seen.push(email);
      return <EmailField ref={(node) => void (element = node)} label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />;
    }
    const { container } = serverForm(renderToString(<Newsletter />), 'lena@gmial.com');

    await act(async () => {
      hydrateRoot(container, <Newsletter />);
    });

    expect(seen.at(-1)).toBe('lena@gmial.com');
    expect(element).toBe(container.querySelector('input'));
    container.remove();
  });
});
