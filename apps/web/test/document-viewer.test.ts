import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  type DocumentOpens,
  DocumentViewer,
  type DocumentViewerTexts,
  type FetchedFile,
} from '../src/components/document-viewer';

/**
 * The one viewer of uploaded files (KYC documents, result screenshots, ticket attachments): what
 * shows before the file is there. Pictures and PDFs themselves need a browser's object URLs: the
 * KYC, dispute, match and support journeys (e2e/) see them.
 */

const texts: DocumentViewerTexts = {
  alt: 'Aadhar front: front.png',
  loading: 'Loading Aadhar front',
  loadError: 'File download failed',
  tryAgain: 'Try again',
  open: 'Open',
  openLabel: 'Open Aadhar front in a new tab',
};
const buttons: DocumentOpens = { mode: 'buttons', download: 'Download', downloadLabel: 'Download Aadhar front' };

const loading: FetchedFile = { data: undefined, isError: false, error: null, refetch: () => undefined };
const failed = (message: string): FetchedFile => ({
  data: undefined,
  isError: true,
  error: new Error(message),
  refetch: () => undefined,
});

function render(props: Partial<Parameters<typeof DocumentViewer>[0]> & { file: FetchedFile }) {
  return renderToStaticMarkup(
    createElement(DocumentViewer, {
      contentType: 'image/png',
      fileName: 'front.png',
      opens: buttons,
      texts,
      ...props,
    }),
  );
}

describe('DocumentViewer', () => {
  it('while the file loads: a placeholder announced by its own text, never the picture', () => {
    const html = render({ file: loading });
    expect(html).toContain('role="status"');
    expect(html).toContain('<span class="sr-only">Loading Aadhar front</span>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('role="alert"');
  });

  it('with the player’s buttons: Download and Open wait, disabled, until the file is there', () => {
    const html = render({ file: loading });
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Download Aadhar front"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Open Aadhar front in a new tab"/);
  });

  it('elsewhere, no buttons of its own under the file', () => {
    expect(render({ file: loading, opens: { mode: 'tab' } })).not.toContain('<button');
    expect(
      render({
        file: loading,
        opens: { mode: 'dialog', openFullSizeLabel: 'Open full size', title: 'T', description: 'D', newTab: 'New tab' },
      }),
    ).not.toContain('<button');
  });

  it('a failed fetch: its message as an alert, with a retry', () => {
    const html = render({ file: failed('Access denied'), opens: { mode: 'tab' } });
    expect(html).toContain('<p role="alert">Access denied</p>');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('role="status"');
  });

  it('a failure without a message says the fallback; the caller may word every failure itself', () => {
    expect(render({ file: failed(''), opens: { mode: 'tab' } })).toContain('<p role="alert">File download failed</p>');
    expect(
      render({ file: failed('Request failed (500)'), opens: { mode: 'tab' }, errorText: () => 'Could not load it' }),
    ).toContain('<p role="alert">Could not load it</p>');
  });

  it('a thumbnail’s placeholder has the shape of what comes: a picture, or a PDF’s link', () => {
    expect(render({ file: loading, opens: { mode: 'tab' }, size: 'thumbnail' })).toContain('h-32 w-40');
    expect(
      render({ file: loading, opens: { mode: 'tab' }, size: 'thumbnail', contentType: 'application/pdf' }),
    ).toContain('h-9 w-40');
  });
});
