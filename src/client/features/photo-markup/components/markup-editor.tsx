import { Check, Eraser, Undo2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { MARKUP_TEXT_MAX, type PhotoMarkup } from '#shared/photos/markup-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { savePhotoMarkup } from '../api/markup-api';
import type { Point } from './markup-drawing';
import { MarkupLayer } from './markup-layer';
import { MarkupToolbar } from './markup-toolbar';
import { useMarkupDrawing } from './use-markup-drawing';

export type MarkupEditorProps = {
  photo: { id: string; width: number; height: number; urls: { large: string } };
  markup: PhotoMarkup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the layer as saved (null once every shape is removed). */
  onSaved: (markup: PhotoMarkup | null) => void;
};

const percent = (fraction: number) => `${fraction * 100}%`;

/** Asks for a text label's words, then places it where the cursor or the tap was. */
function TextLabelForm({
  onPlace,
  onCancel,
}: {
  onPlace: (text: string) => string | null;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(onPlace(text));
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Label text
        </label>
        <Input
          id={id}
          autoFocus
          value={text}
          maxLength={MARKUP_TEXT_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary">
        Place label
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel label
      </Button>
    </form>
  );
}

/** A small mark at a point on the drawing: the keyboard's cursor, or the start it set. */
function Marker({ point, className }: { point: Point; className: string }) {
  return (
    <span
      aria-hidden
      className={`pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 ${className}`}
      style={{ left: percent(point.x), top: percent(point.y) }}
    />
  );
}

function EditorBody({ photo, markup, onOpenChange, onSaved }: Omit<MarkupEditorProps, 'open'>) {
  const drawing = useMarkupDrawing(markup?.shapes ?? []);
  const canvas = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const instructions = useId();
  const save = useAction({
    run: () => savePhotoMarkup(photo.id, drawing.shapes),
    onSuccess: (result) => {
      notify.success('Markup saved.', "The photo's original and its SHA-256 are unchanged.");
      onSaved(result.markup);
      onOpenChange(false);
    },
    // Said in the dialog, where focus is, rather than in a toast behind it.
    onError: (error) => {
      setProblem(errorMessage(error, 'The markup was not saved. Please try again.'));
      return true;
    },
    failureTitle: 'Error saving the markup',
  });

  const onKeyDown = (event: KeyboardEvent) => {
    // A text field keeps its own undo.
    if (event.target instanceof HTMLInputElement) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      drawing.undo();
    }
  };

  const shown = drawing.draft ? [...drawing.shapes, drawing.draft] : drawing.shapes;
  return (
    <div onKeyDown={onKeyDown} className="space-y-3">
      <MarkupToolbar
        tool={drawing.tool}
        color={drawing.color}
        onTool={drawing.chooseTool}
        onColor={drawing.setColor}
      />
      {/* Sized like the photo, and no taller than the screen leaves room for. */}
      <div
        ref={canvas}
        role="application"
        aria-label="Drawing area"
        aria-describedby={instructions}
        tabIndex={0}
        {...drawing.handlers}
        className="group relative mx-auto cursor-crosshair touch-none overflow-hidden rounded-lg bg-slate-100 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          width: `min(100%, calc(60dvh * ${photo.width / photo.height}))`,
        }}
      >
        <img src={photo.urls.large} alt="" draggable={false} className="size-full" />
        <MarkupLayer shapes={shown} aspect={photo} />
        {drawing.anchor && (
          <Marker point={drawing.anchor} className="rounded-full border-2 border-white bg-black/40" />
        )}
        <Marker
          point={drawing.cursor}
          className="hidden border-2 border-white shadow-[0_0_0_2px_black] group-focus-visible:block"
        />
      </div>
      <p id={instructions} className="text-sm text-slate-600">
        Draw with a finger or the mouse. With a keyboard, the arrow keys move the cursor (hold Shift for
        bigger steps) and Enter sets the start, then the end.
      </p>
      <p aria-live="polite" className="sr-only">
        {drawing.announcement}
      </p>
      {drawing.drawingLine && (
        <Button variant="secondary" onClick={drawing.finishLine} disabled={drawing.linePoints.length < 2}>
          <Check className="size-4" aria-hidden />
          Done with the line
        </Button>
      )}
      {drawing.textAt && (
        <TextLabelForm
          onPlace={(text) => {
            const refused = drawing.placeText(text);
            if (!refused) canvas.current?.focus();
            return refused;
          }}
          onCancel={drawing.cancelText}
        />
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={drawing.undo}>
          <Undo2 className="size-4" aria-hidden />
          Undo
        </Button>
        <Button variant="secondary" onClick={drawing.clear} disabled={drawing.shapes.length === 0}>
          <Eraser className="size-4" aria-hidden />
          Clear
        </Button>
        <span className="flex-1" />
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button busy={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </div>
    </div>
  );
}

/**
 * Draw on a photo with a finger, a mouse or the keyboard; saved as a layer beside the photo
 * (docs/product.md §34), whose own bytes and SHA-256 never change. Full screen on a phone.
 */
export function MarkupEditor({ open, onOpenChange, ...props }: MarkupEditorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Draw on photo"
        description="Point out what matters: the photo itself is kept as it was taken."
        className="h-dvh max-h-dvh w-screen max-w-none rounded-none p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-4xl sm:rounded-xl sm:p-6"
      >
        {/* Mounted per opening: each starts from the layer as saved. */}
        <EditorBody onOpenChange={onOpenChange} {...props} />
      </DialogContent>
    </Dialog>
  );
}
