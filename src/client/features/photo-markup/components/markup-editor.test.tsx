import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MarkupShape, PhotoMarkup } from '#shared/photos/markup-schemas';
import { aPhoto } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { MarkupEditor } from './markup-editor';
import { MarkupLayer } from './markup-layer';

const photo = aPhoto();
const drawn = (kind: MarkupShape['kind']) => document.querySelectorAll(`[data-shape="${kind}"]`);

function openEditor(markup: PhotoMarkup | null = null) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderRoute(
    <MarkupEditor photo={photo} markup={markup} open onOpenChange={onOpenChange} onSaved={onSaved} />,
  );
  return {
    ...view,
    onSaved,
    onOpenChange,
    canvas: screen.getByRole('application', { name: 'Drawing area' }),
  };
}

describe('the markup editor', () => {
  it('draws a rectangle with the keyboard, says so, and Undo takes it back', async () => {
    const { user, canvas } = openEditor();
    await user.click(screen.getByRole('button', { name: 'Rectangle' }));
    expect(screen.getByRole('button', { name: 'Rectangle' }).getAttribute('aria-pressed')).toBe('true');

    canvas.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Start set at 50 %, 50 %')).toBeTruthy();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}{Enter}');
    expect(screen.getByText('Rectangle added')).toBeTruthy();
    expect(drawn('rectangle')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(drawn('rectangle')).toHaveLength(0);
    expect(screen.getByText('Rectangle removed')).toBeTruthy();
  });

  it('saves the shapes drawn in the colour chosen, and hands back the layer as saved', async () => {
    const sent: unknown[] = [];
    const saved: PhotoMarkup = {
      shapes: [{ kind: 'arrow', color: 'blue', from: { x: 0.5, y: 0.5 }, to: { x: 0.4, y: 0.5 } }],
      sha256: 'c'.repeat(64),
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    server.use(
      http.put('/api/photos/:id/markup', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ markup: saved });
      }),
    );
    const { user, canvas, onSaved, onOpenChange } = openEditor();
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    canvas.focus();
    await user.keyboard('{Enter}{ArrowLeft>10/}{Enter}');
    expect(screen.getByText('Arrow added')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Markup saved.')).toBeTruthy();
    expect(sent).toEqual([{ id: photo.id, body: { shapes: saved.shapes } }]);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal in the dialog and keeps the drawing", async () => {
    const message = 'This photo is part of a signed report: its markup can no longer change.';
    server.use(
      http.put('/api/photos/:id/markup', () =>
        HttpResponse.json({ error: { code: 'SIGNED_EVIDENCE', message } }, { status: 409 }),
      ),
    );
    const markup: PhotoMarkup = {
      shapes: [{ kind: 'text', color: 'white', at: { x: 0.1, y: 0.1 }, text: 'Scratch' }],
      sha256: 'c'.repeat(64),
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    const { user, onSaved } = openEditor(markup);
    expect(drawn('text')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSaved).not.toHaveBeenCalled();
    expect(drawn('text')).toHaveLength(1);
  });

  it('draws a free line by finger or mouse, following the drag', async () => {
    const { user, canvas } = openEditor();
    await user.click(screen.getByRole('button', { name: 'Free line' }));
    // Laid out 400 by 300 pixels at the top left of the page.
    canvas.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 40, clientY: 30 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 200, clientY: 150 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 360, clientY: 150 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 360, clientY: 150 });
    expect(screen.getByText('Free line added')).toBeTruthy();
    const line = drawn('line')[0]!.querySelectorAll('polyline')[1]!;
    expect(line.getAttribute('points')).toBe('100,75 500,375 900,375');
  });

  it('asks for a text label and places it at the cursor', async () => {
    const { user, canvas } = openEditor();
    await user.click(screen.getByRole('button', { name: 'Text label' }));
    canvas.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Place label' }));
    expect(screen.getByText('Please type the label.')).toBeTruthy();
    await user.type(screen.getByLabelText('Label text'), 'Cracked tile{Enter}');
    expect(screen.getByText('Cracked tile')).toBeTruthy();
    expect(screen.getByText('Text label added')).toBeTruthy();
  });
});

describe('the markup layer', () => {
  it('draws an arrow with its head, over the photo and hidden from screen readers', () => {
    const { container } = render(
      <MarkupLayer
        shapes={[{ kind: 'arrow', color: 'red', from: { x: 0.1, y: 0.2 }, to: { x: 0.6, y: 0.2 } }]}
        aspect={{ width: 1600, height: 1200 }}
      />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 1000 750');
    const arrow = container.querySelector('[data-shape="arrow"]')!;
    const shaft = arrow.querySelectorAll('line')[1]!;
    expect([shaft.getAttribute('x1'), shaft.getAttribute('y1'), shaft.getAttribute('x2')]).toEqual([
      '100',
      '150',
      '600',
    ]);
    expect(shaft.getAttribute('stroke')).toBe('#dc2626');
    // The head's tip is the arrow's end.
    expect(arrow.querySelectorAll('polyline')[1]!.getAttribute('points')).toContain('600,150');
  });

  it('draws nothing without shapes', () => {
    const { container } = render(<MarkupLayer shapes={[]} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
