import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '#client/lib/cn';

type FileInputOptions = {
  /** The input's accessible name (and what tests and screen readers find it by). */
  label: string;
  onChoose: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  /** On phones, opens the camera directly. */
  capture?: 'environment' | 'user';
  id?: string;
};

/**
 * A file input that stays out of sight and out of the tab order, opened by the screen's own button
 * (`open`), so every "choose a file" looks like the app rather than the browser.
 */
export function useFileInput({ label, onChoose, accept, multiple, capture, id }: FileInputOptions) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={accept}
      multiple={multiple}
      capture={capture}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        // Copied before the input is cleared: clearing it empties its live FileList.
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onChoose(files);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}

/**
 * Where files can also be dropped from the desktop; highlighted while they are dragged over it.
 * The same `onChoose` as the screen's file input, so a dropped file takes the same path as a chosen
 * one (and the same checks).
 */
export function FileDropZone({
  onChoose,
  disabled,
  className,
  activeClassName = 'border-accent-500 bg-accent-50',
  children,
}: {
  onChoose: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onChoose(files);
  };
  return (
    <div
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(className, dragging && activeClassName)}
    >
      {children}
    </div>
  );
}
