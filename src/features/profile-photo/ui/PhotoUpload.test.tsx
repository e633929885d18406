import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile, type Profile } from '@/entities/profile';
import type { Locale } from '@/shared/config';
import { renderWithApp, translator } from '@/shared/testing';
import { PHOTO_MAX_BYTES } from '../config/photo';
import { PhotoUpload } from './PhotoUpload';

const uploaded = sampleProfile({ photo_url: '/api/photos/p-2' });
const problem = (status: number, type: string) =>
  Response.json({ type, title: type, status, errors: [{ field: 'photo', pointer: '/photo', in: 'body', detail: 'refused' }] }, { status });

/** The API as the upload sees it: each call answered in turn (the updated profile by default), each request kept. */
function serve(...answers: (Response | Promise<Response>)[]) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return (await answers.shift()) ?? Response.json(uploaded);
  });
  return requests;
}

function renderUpload({ locale = 'fr', profile = sampleProfile() }: { locale?: Locale; profile?: Profile } = {}) {
  const onUploaded = vi.fn();
  const view = renderWithApp(<PhotoUpload profile={profile} onUploaded={onUploaded} />, { locale });
  // The file picker lets a person pick any kind of file ("all files"), as a phone's often does.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, onUploaded, user, t: translator(locale) };
}

/** The first bytes of each image type, as the server recognises them (server/lib/image.ts). */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** A file of `size` bytes that starts as an image of `type` does (a PDF starts as a PDF). */
function image(name: string, type: string, size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[type] ?? [0x25, 0x50, 0x44, 0x46]);
  return new File([bytes], name, { type });
}

/** Picks a file as a person does, then waits for the page to have read it (the upload is busy meanwhile). */
async function pick(user: ReturnType<typeof userEvent.setup>, picker: HTMLElement, file: File) {
  await user.upload(picker, file);
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

let previews = 0;
beforeEach(() => {
  previews = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the photo upload', () => {
  it('shows the initial, the privacy note and a labelled picker for the three image types', () => {
    serve();
    renderUpload();
    const picker = screen.getByLabelText('Choisir une photo de Léa');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(picker).not.toHaveAttribute('capture');
    expect(picker).toHaveAccessibleDescription(
      'JPEG, PNG ou WebP, 5 Mo au plus. Seule la styliste de Léa verra cette photo, pour choisir les couleurs et le style qui lui vont. Vous pourrez la changer à tout moment.',
    );
    expect(screen.getByText('L')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks to a woman of her own photo and shows the current one', () => {
    serve();
    renderUpload({ locale: 'de', profile: sampleProfile({ firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, photo_url: '/api/photos/p-1' }) });
    expect(screen.getByRole('img', { name: 'Foto von Julia' })).toHaveAttribute('src', '/api/photos/p-1');
    expect(screen.getByLabelText('Ihr Foto auswählen')).toHaveAccessibleDescription(/^JPEG, PNG oder WebP, höchstens 5 MB\. Nur Ihre Stylistin sieht dieses Foto/);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image without sending it', async () => {
    const requests = serve();
    const { user, t } = renderUpload();
    await pick(user, screen.getByLabelText('Choisir une photo de Léa'), image('livret.pdf', 'application/pdf'));

    expect(screen.getByRole('alert')).toHaveTextContent(t('photo.type'));
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo choisie' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer la photo' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it.each(['fr', 'de', 'nl', 'es'] as const)('in %s, refuses a file named and typed as a photo whose content is no image: no preview, no sending', async (locale) => {
    const requests = serve();
    const { user, t } = renderUpload({ locale });
    const picker = screen.getByLabelText(t('photo.choose', { type: 'KID', firstname: 'Léa' }));
    // A text saved as «.jpg»: the browser calls it image/jpeg from its name.
    await pick(user, picker, new File(['Liste de courses : pain, lait'], 'lea.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t('photo.type'));
    expect(screen.queryByRole('img', { name: t('photo.preview') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('photo.send') })).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(requests).toEqual([]);

    // A real photo, even declared with no type as some phones do, is taken.
    await pick(user, picker, new File([image('x.png', 'image/png')], 'IMG_2041', { type: '' }));
    expect(await screen.findByRole('button', { name: t('photo.send') })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a photo the browser cannot draw: the broken preview and the sending go, and it says why', async () => {
    const requests = serve();
    const { user, t } = renderUpload({ locale: 'nl' });
    await pick(user, screen.getByLabelText('Kies een foto van Léa'), image('kapot.jpg', 'image/jpeg'));
    const preview = await screen.findByRole('img', { name: t('photo.preview') });
    fireEvent.error(preview);

    expect(await screen.findByRole('alert')).toHaveTextContent(t('photo.unreadable'));
    expect(screen.queryByRole('img', { name: t('photo.preview') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('photo.send') })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(requests).toEqual([]);
  });

  it('refuses an image over 5 MiB without sending it, then takes a lighter one', async () => {
    const requests = serve();
    const { user } = renderUpload({ locale: 'nl' });
    const picker = screen.getByLabelText('Kies een foto van Léa');
    await pick(user, picker, image('strand.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));

    expect(screen.getByRole('alert')).toHaveTextContent('Deze foto is groter dan 5 MB. Kies een kleinere afbeelding.');
    expect(screen.queryByRole('button', { name: 'Foto versturen' })).toBeNull();

    await pick(user, picker, image('strand-klein.jpg', 'image/jpeg', PHOTO_MAX_BYTES));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Foto versturen' })).toBeEnabled();
    expect(requests).toEqual([]);
  });

  it('previews the chosen image, sends it as the multipart field photo on request, then hands back the profile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = serve(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onUploaded } = renderUpload();
    const picker = screen.getByLabelText('Choisir une photo de Léa');

    await pick(user, picker, image('lea-jardin.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveAttribute('src', 'blob:preview-1');
    await pick(user, picker, image('lea-plage.png', 'image/png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveAttribute('src', 'blob:preview-2');
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    expect(screen.getByRole('status')).toHaveTextContent('Envoi de la photo en cours…');
    expect(screen.getByRole('button', { name: 'Envoyer la photo' })).toBeDisabled();
    expect(picker).toBeDisabled();

    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/clients/me/kids/11/photo');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['photo']);
    expect(form.get('photo')).toHaveProperty('type', 'image/png');

    answer(Response.json(uploaded));
    // Focus moves to the message once it is on screen.
    const sent = await screen.findByText('La photo est enregistrée. Merci !');
    await waitFor(() => expect(sent).toHaveFocus());
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo choisie' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(requests).toHaveLength(1);
  });

  it('revokes the preview when the upload goes away', async () => {
    serve();
    const { user, unmount } = renderUpload();
    await pick(user, screen.getByLabelText('Choisir une photo de Léa'), image('lea.webp', 'image/webp'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows the server’s refusal of the file and lets another be chosen', async () => {
    const requests = serve(problem(400, 'VALIDATION_ERROR'), problem(413, 'PAYLOAD_TOO_LARGE'));
    const { user, onUploaded } = renderUpload({ locale: 'es' });
    const picker = screen.getByLabelText('Elige una foto de Léa');

    await pick(user, picker, image('lea.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Enviar la foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este archivo no es una imagen JPEG, PNG o WebP. Elige otro.');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Enviar la foto' })).toBeNull();

    await pick(user, picker, image('lea.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Enviar la foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta foto pesa más de 5 MB. Elige una imagen más ligera.');
    expect(requests).toHaveLength(2);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says when the profile no longer exists', async () => {
    serve(Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 }));
    const { user, t } = renderUpload();
    await pick(user, screen.getByLabelText('Choisir une photo de Léa'), image('lea.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('photo.gone'));
  });

  it('says when to try again after too many uploads, and keeps the chosen photo for the retry', async () => {
    const requests = serve(
      Response.json(
        { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: 'Too many photo uploads for this account: try again in 25 minutes', retry_after: 1500 },
        { status: 429, headers: { 'Retry-After': '1500' } },
      ),
    );
    const { user, onUploaded } = renderUpload();
    const picker = screen.getByLabelText('Choisir une photo de Léa');
    await pick(user, picker, image('lea-jardin.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez fait trop de tentatives. Réessayez dans 25 minutes.');
    expect(screen.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveAttribute('src', 'blob:preview-1');
    expect(picker).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus());
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('La photo est enregistrée. Merci !');
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(requests).toHaveLength(2);
    expect((await requests[1]!.formData()).get('photo')).toHaveProperty('type', 'image/jpeg');
  });

  it('offers a retry of the same file after a failure', async () => {
    const requests = serve(Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 }, { status: 503 }));
    const { user, onUploaded } = renderUpload();
    await pick(user, screen.getByLabelText('Choisir une photo de Léa'), image('lea.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La photo n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.');
    expect(screen.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByText('La photo est enregistrée. Merci !');
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(requests).toHaveLength(2);
  });
});
