import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { sampleRecycleLabel } from '../model/sample';
import { RecycleLabelDownload } from './RecycleLabelDownload';
import { RecycleStage } from './RecycleStage';

afterEach(() => vi.unstubAllGlobals());

describe('the Little Geste label parts', () => {
  it('names each stage in the reader’s language', () => {
    renderWithApp(
      <ul>
        {(['CREATED', 'DROPPED_OFF', 'RECEIVED', 'REWARDED', 'EXPIRED'] as const).map((stage) => (
          <li key={stage}>
            <RecycleStage stage={stage} />
          </li>
        ))}
      </ul>,
      { locale: 'de' },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Etikett erstellt', 'Paket abgegeben', 'Paket angekommen', 'Prämie gutgeschrieben', 'Etikett abgelaufen']);
  });

  it('saves the label’s PDF read with the token, under the server’s file name', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request);
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined }));
    renderWithApp(<RecycleLabelDownload label={sampleRecycleLabel({ id: 31, barcode: 'LG12345678903' })} withBarcode />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger l’étiquette du colis LG12345678903 (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['little-geste-LG12345678903.pdf']));
    expect(new URL(requests[0]!.url).pathname).toBe('/api/clients/me/recycle-labels/31/pdf');
    click.mockRestore();
  });

  it('says so when the PDF cannot be read (Spanish)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 }));
    renderWithApp(<RecycleLabelDownload label={sampleRecycleLabel()} />, { locale: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mi etiqueta (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido descargar la etiqueta. Inténtalo de nuevo en un momento.');
  });
});
