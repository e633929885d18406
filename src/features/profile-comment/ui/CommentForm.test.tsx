import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile, type Profile } from '@/entities/profile';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import { COUNT_ANNOUNCE_DELAY } from '../config/comment';
import { CommentForm } from './CommentForm';

const leo = sampleProfile({ id: 12, firstname: 'léo', gender: 'BOY', birthdate: '2019-06-02' });
const unavailable = () => Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 }, { status: 503 });

/** The API as the form sees it: each call answered in turn (the profile with what was sent by default), each request kept. */
function serve(...answers: (Response | Promise<Response>)[]) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = (await request.json()) as { description: string | null };
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return (await answers.shift()) ?? Response.json({ ...leo, ...body });
  });
  return requests;
}

function renderForm({ locale = 'fr', profile = leo, submitLabel }: { locale?: Locale; profile?: Profile; submitLabel?: string } = {}) {
  const onSaved = vi.fn();
  renderWithApp(<CommentForm profile={profile} onSaved={onSaved} submitLabel={submitLabel} />, { locale });
  return { onSaved, user: userEvent.setup(), t: translator(locale) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the comment for the stylist', () => {
  it('saves what was typed for the kid’s stylist, showing that it is saving, then hands back the profile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = serve(new Promise<Response>((resolve) => (answer = resolve)));
    const { onSaved, user } = renderForm();
    const comment = screen.getByLabelText('Un mot pour la styliste de Léo');
    expect(comment).toHaveAccessibleDescription(/^Par exemple : ce qu’il adore porter, une occasion spéciale/);

    await user.type(comment, 'Fan de dinosaures.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    expect(comment).toHaveAttribute('readonly');

    answer(Response.json({ ...leo, description: 'Fan de dinosaures.' }));
    const message = await screen.findByText('Votre mot est enregistré.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(requests).toEqual([{ method: 'PATCH', path: '/api/clients/me/kids/12', body: { description: 'Fan de dinosaures.' } }]);
    expect(onSaved).toHaveBeenCalledWith({ ...leo, description: 'Fan de dinosaures.' });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('starts from the saved comment and removes it when left blank, under the step’s own button', async () => {
    const requests = serve();
    const { onSaved, user } = renderForm({ locale: 'de', profile: { ...leo, description: 'Er mag kein Rosa.' }, submitLabel: 'Weiter' });
    const comment = screen.getByLabelText('Eine Nachricht an die Stylistin von Léo');
    expect(comment).toHaveValue('Er mag kein Rosa.');

    await user.clear(comment);
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByText('Ihre Nachricht ist gespeichert.');
    expect(requests.map((request) => request.body)).toEqual([{ description: null }]);
    expect(onSaved).toHaveBeenCalledWith({ ...leo, description: null });
  });

  it('keeps the text after a failure and saves it on a new try', async () => {
    const requests = serve(unavailable());
    const { onSaved, user } = renderForm({ locale: 'nl' });
    const comment = screen.getByLabelText('Een berichtje voor de stylist van Léo');

    await user.type(comment, 'Hij draagt het liefst groen.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Je bericht kon niet worden opgeslagen. Controleer je internetverbinding en probeer het opnieuw.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(comment).toHaveValue('Hij draagt het liefst groen.');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Je bericht is opgeslagen.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('says when the profile no longer exists, the text kept', async () => {
    serve(Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 }));
    const { user, t } = renderForm();
    await user.type(screen.getByLabelText('Un mot pour la styliste de Léo'), 'Rentrée en CP.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('comment.gone'));
    expect(screen.getByLabelText('Un mot pour la styliste de Léo')).toHaveValue('Rentrée en CP.');
  });

  it('counts the characters left as one types and tells screen readers once typing pauses', async () => {
    serve();
    const { user, t } = renderForm({ locale: 'es', profile: sampleProfile({ firstname: 'lucía', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null }) });
    const comment = screen.getByLabelText('Unas palabras para tu estilista');
    expect(comment).toHaveAttribute('maxlength', '2000');
    expect(comment).toHaveAccessibleDescription(
      `Por ejemplo: lo que más te gusta ponerte, una ocasión especial (una boda, un viaje) o lo que no te sienta bien. ${t('comment.left', { left: 2000 })}`,
    );

    await user.type(comment, 'Boda en junio');
    const left = t('comment.left', { left: 1987 });
    expect(screen.getByText(left)).toBeVisible();
    expect(screen.queryByText(left, { selector: '[role=status]' })).toBeNull();
    expect(await screen.findByText(left, { selector: '[role=status]' }, { timeout: COUNT_ANNOUNCE_DELAY * 2 })).toBeInTheDocument();
  });
});
